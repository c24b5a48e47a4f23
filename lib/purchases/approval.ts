import type { ApiResult } from "@/lib/client/api-result";
import { PIN_MSG } from "@/lib/contracts/pin";

/**
 * How the customer approves a purchase on its summary page: today the transaction PIN. Another
 * way (a passkey) is a new member of this union, its body fields in approvalBody, and its own
 * control beside the PIN pad; the one pay call (purchase-summary.tsx) does not change.
 */
export type PurchaseApproval = { kind: "pin"; pin: string };

/** The fields an approval adds to the purchase body. */
export function approvalBody(approval: PurchaseApproval): { pin: string } {
  return { pin: approval.pin };
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
