import { z } from "zod";
import { nairaField, requestIdField } from "./purchases";

/**
 * POST /api/passkeys/approval-options: the purchase a passkey approval is for, as its purchase
 * body carries them (request_id, and the amount in naira with at most 2 decimals). Apart from
 * lib/contracts/passkeys.ts so that the login page does not load the purchase rules.
 */
export const approvalOptionsSchema = z.object({ request_id: requestIdField, amount: nairaField() });
export type ApprovalOptionsInput = z.input<typeof approvalOptionsSchema>;
