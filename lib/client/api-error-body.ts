import type { z } from "zod";
import { errorResponse } from "@/lib/contracts/common";

/**
 * A failed BFF call's body: the product's one error shape, read loosely (a proxy's HTML page or an
 * empty body leaves {}); `code` marks the BFF's own failures and the API's coded ones. Other fields
 * stay for the few answers whose failure carries more (KYC's 400 parses them with its own schema).
 *
 * A module of its own, loaded by api-result.ts when a call fails: the pages that only read (the
 * dashboard, the history) then hydrate without zod (README, "No zod before the customer acts").
 */
export const apiErrorBody = errorResponse.partial().loose();
export type ApiBody = z.infer<typeof apiErrorBody>;
