import type { AppContext } from "../http/context";

/** The money side of GET /api/user. Amounts in kobo. */
export interface WalletSummary {
  balanceKobo: number;
  amountSpentKobo: number;
  cashbackKobo: number;
  accountNumber: string | null;
  bankName: string | null;
  accountName: string | null;
  virtualAccountStatus: "none" | "pending" | "active" | "failed";
}

export async function walletSummary(_ctx: AppContext, _userId: string): Promise<WalletSummary> {
  // Filled by the wallet domain (ledger balance, spend, cashback, reserved account).
  return { balanceKobo: 0, amountSpentKobo: 0, cashbackKobo: 0, accountNumber: null, bankName: null, accountName: null, virtualAccountStatus: "none" };
}
