import type { ApiResult } from "@/lib/client/api-result";
import type { AssertionJson } from "@/lib/contracts/passkeys";
import { PIN_MSG } from "@/lib/contracts/pin";

/**
 * How the customer approves a purchase on its summary page: the transaction PIN, or a passkey
 * (an assertion bound to this purchase's request_id and amount). Each has its control on the
 * summary; the one pay call (purchase-summary.tsx) sends either.
 */
export type PurchaseApproval = { kind: "pin"; pin: string } | { kind: "passkey"; assertion: AssertionJson };

/** The fields an approval adds to the purchase body. */
export function approvalBody(approval: PurchaseApproval): { pin: string } | { passkey: AssertionJson } {
  return approval.kind === "pin" ? { pin: approval.pin } : { passkey: approval.assertion };
}

/**
 * A purchase answer that refused the approval rather than the purchase: shown at the PIN, not as
 * the purchase's outcome. notSet: the customer must set a PIN first; locked: wrong PINs locked it.
 */
export interface ApprovalRefusal {
  message: string;
  notSet: boolean;
  locked: boolean;
}

export function approvalRefusal(res: ApiResult<unknown>): ApprovalRefusal | null {
  if (res.ok) return null;
  const fieldError = res.data.errors?.pin?.[0];
  if (res.status === 403 || res.status === 423) {
    return { message: fieldError ?? res.data.message ?? PIN_MSG.required, notSet: false, locked: res.status === 423 };
  }
  if (res.status === 422 && fieldError) {
    return { message: fieldError, notSet: fieldError === PIN_MSG.notSet, locked: false };
  }
  return null;
}
