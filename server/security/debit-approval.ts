import { PASSKEY_MSG, type AssertionJson } from "../../lib/contracts/passkeys";
import type { Log } from "../accounts/logger";
import type { AppContext } from "../http/context";
import { AppError } from "../http/errors";
import { verifyPurchaseApproval } from "../passkeys/purchase-approval";
import { requirePin, requirePinConfirmedByDebit, type PinConfirmation, type SeenPin } from "./transaction-pin";

/**
 * What a debit the customer starts carries to show its owner approved it. Every such debit (the
 * five purchases today; bulk orders, schedules and API-key debits later) calls approveDebit after
 * authentication and body validation and before the engine, and only for a new request: a replay
 * of a request_id already answered needs no approval (the caller looks it up first).
 *
 * Either the transaction PIN, or a passkey assertion whose challenge was issued for exactly this
 * customer, request_id and amount (server/passkeys/purchase-approval.ts), used up here.
 */
export interface DebitApproval {
  /** The 4-digit transaction PIN from the request body. */
  pin?: string;
  /** Instead of the PIN: the passkey assertion from the request body. */
  passkey?: AssertionJson;
  requestId: string;
  /** What the debit takes from the wallet; a passkey approval must have been asked for exactly this. */
  amountKobo: () => Promise<number>;
  /** The PIN row read just before (purchase-facts.ts), so the PIN check does not read it again. */
  seenPin?: SeenPin;
}

/** Throws (422/403/423, no money moved) unless the debit is approved. */
export async function approveDebit(ctx: AppContext, userId: string, approval: DebitApproval, log?: Log): Promise<void> {
  if (!approval.passkey) return requirePin(ctx, userId, approval.pin, "pin", approval.seenPin);
  const verdict = await verifyPurchaseApproval(
    ctx,
    userId,
    { requestId: approval.requestId, amountKobo: await approval.amountKobo(), response: approval.passkey },
    log,
  );
  if (!verdict.ok) throw new AppError(403, PASSKEY_MSG.refused);
}

/**
 * approveDebit for the purchase engine, whose debit statement confirms a right PIN itself (one
 * round trip fewer; transaction-pin.ts PinConfirmation): the same refusals, thrown here; a right PIN
 * answers its confirmation for placePurchase. A passkey is verified and used up here, as above.
 */
export async function approveDebitInDebit(
  ctx: AppContext,
  userId: string,
  approval: DebitApproval,
  log?: Log,
): Promise<PinConfirmation | undefined> {
  if (!approval.passkey) return requirePinConfirmedByDebit(ctx, userId, approval.pin, approval.seenPin);
  await approveDebit(ctx, userId, approval, log);
  return undefined;
}
