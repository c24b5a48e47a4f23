import type { AppContext } from "../http/context";
import { requirePin } from "./transaction-pin";

/**
 * What a debit the customer starts carries to show its owner approved it. Every such debit (the
 * five purchases today; bulk orders, schedules and API-key debits later) calls approveDebit after
 * authentication and body validation and before the engine, and only for a new request: a replay
 * of a request_id already answered needs no approval (the caller looks it up first).
 *
 * Today that is the transaction PIN. Another way to approve (a passkey assertion bound to the
 * request_id and amount) is a new field here and a new branch below, not a change at every caller.
 */
export interface DebitApproval {
  /** The 4-digit transaction PIN from the request body. */
  pin?: string;
}

/** Throws (422/403/423, no money moved) unless the debit is approved. */
export async function approveDebit(ctx: AppContext, userId: string, approval: DebitApproval): Promise<void> {
  await requirePin(ctx, userId, approval.pin);
}
