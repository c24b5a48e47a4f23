import { and, count, gte, lt, notInArray, sql, eq, type SQL } from "drizzle-orm";
import { transactions, virtualAccounts } from "../db/schema";
import type { Db } from "../db/client";
import { UNSPENT_PURCHASE_STATUSES } from "../wallet/wallet-summary";
import { lagosDayWindow } from "../wallet/lagos-day";

export interface AdminStats {
  totalTransactions: number;
  totalCommissionKobo: number;
  todayCommissionKobo: number;
  activeVirtualAccounts: number;
}

async function commissionKobo(db: Db, ...extra: SQL[]): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`COALESCE(SUM(${transactions.commissionKobo}), 0)` })
    .from(transactions)
    .where(and(notInArray(transactions.status, UNSPENT_PURCHASE_STATUSES), ...extra));
  return Number(row?.total ?? 0);
}

/**
 * The dashboard cards. Commission counts rows that kept their money (not failed, refunded or
 * reversed); "today" is the Lagos calendar day of `now`, by the transaction's date.
 */
export async function adminStats(db: Db, now: Date): Promise<AdminStats> {
  const { start, end } = lagosDayWindow(now);
  const [[tx], total, today, [va]] = await Promise.all([
    db.select({ n: count() }).from(transactions),
    commissionKobo(db),
    commissionKobo(db, gte(transactions.createdAt, start), lt(transactions.createdAt, end)),
    db.select({ n: count() }).from(virtualAccounts).where(eq(virtualAccounts.status, "active")),
  ]);
  return {
    totalTransactions: Number(tx.n),
    totalCommissionKobo: total,
    todayCommissionKobo: today,
    activeVirtualAccounts: Number(va.n),
  };
}
