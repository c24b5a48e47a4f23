import { and, eq, notInArray, sql } from "drizzle-orm";
import type { VirtualAccountState } from "../../lib/contracts/wallet";
import { transactions } from "../db/schema";
import type { AppContext } from "../http/context";
import { walletBalanceKobo } from "./ledger";
import { virtualAccountFor } from "./virtual-account-view";

/** The money side of GET /api/user. Amounts in kobo. */
export interface WalletSummary {
  balanceKobo: number;
  amountSpentKobo: number;
  cashbackKobo: number;
  /** The virtual account as the customer's answers carry it. */
  account: VirtualAccountState;
}

/** Purchase statuses whose money went back to the wallet (or never left it). */
export const UNSPENT_PURCHASE_STATUSES = ["failed", "refunded", "reversed"];

async function sumOf(ctx: AppContext, userId: string, type: "purchase" | "cashback"): Promise<number> {
  const [row] = await ctx.db
    .select({ total: sql<string>`COALESCE(SUM(${transactions.amount}), 0)` })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        eq(transactions.type, type),
        notInArray(transactions.status, UNSPENT_PURCHASE_STATUSES),
      ),
    );
  return Number(row?.total ?? 0);
}

export async function walletSummary(ctx: AppContext, userId: string): Promise<WalletSummary> {
  const [balanceKobo, amountSpentKobo, cashbackKobo, va] = await Promise.all([
    walletBalanceKobo(ctx.db, userId),
    sumOf(ctx, userId, "purchase"),
    sumOf(ctx, userId, "cashback"),
    virtualAccountFor(ctx, userId),
  ]);
  return {
    balanceKobo,
    amountSpentKobo,
    cashbackKobo,
    account: va,
  };
}
