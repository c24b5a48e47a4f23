import { UNSPENT_PURCHASE_STATUSES } from "../wallet/wallet-summary";

/**
 * The commission a row earned: none once its money went back (failed, refunded, reversed), as
 * its cashback is taken back. The dashboard's sums count the same rows (stats.ts `kept`), so the
 * list, a transaction's page, the CSV and the cards agree.
 */
export const earnedCommissionKobo = (t: { status: string; commissionKobo: number }): number =>
  UNSPENT_PURCHASE_STATUSES.includes(t.status) ? 0 : t.commissionKobo;
