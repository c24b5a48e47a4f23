import { z } from "zod";
import { authenticationCredentialSchema } from "./passkeys";
import { nairaField, requestIdField } from "./purchases";

/**
 * POST /api/passkeys/approval-options: the purchase a passkey approval is for, as its purchase
 * body carries them (request_id, and the amount in naira with at most 2 decimals). Apart from
 * lib/contracts/passkeys.ts so that the login page does not load the purchase rules.
 */
export const approvalOptionsSchema = z.object({ request_id: requestIdField, amount: nairaField() });
export type ApprovalOptionsInput = z.input<typeof approvalOptionsSchema>;

/**
 * A purchase body's `passkey`: the assertion answering approval-options for this request_id and
 * amount, sent instead of the PIN (a deliberate addition to the spec's calls, like `pin`).
 */
export const debitPasskeyField = authenticationCredentialSchema
  .optional()
  .describe(
    "Instead of pin: a WebAuthn assertion answering POST /api/passkeys/approval-options for this request_id and amount (403 when it does not approve exactly this purchase).",
  );
