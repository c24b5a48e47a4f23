import { count, eq, sql } from "drizzle-orm";
import { virtualAccounts } from "../db/schema";
import type { Db } from "../db/client";
import { UNSPENT_PURCHASE_STATUSES } from "../wallet/wallet-summary";
import { lagosDayWindow } from "../wallet/lagos-day";
import { totalsCells } from "./transaction-totals-read";
import { inList, rowsOf } from "./transaction-totals-sql";

export interface AdminStats {
  totalTransactions: number;
  totalCommissionKobo: number;
  todayCommissionKobo: number;
  activeVirtualAccounts: number;
}

/**
 * The dashboard cards. Commission counts rows that kept their money (not failed, refunded or
 * reversed); "today" is the Lagos calendar day of `now`, by the transaction's date. The history's
 * figures come from the daily rollup plus what it does not hold yet (transaction-totals-read.ts),
 * in one statement, so they are what a full count would answer at that moment.
 */
export async function adminStats(db: Db, now: Date): Promise<AdminStats> {
  const { day } = lagosDayWindow(now);
  const kept = sql`NOT ${inList(sql`status`, UNSPENT_PURCHASE_STATUSES)}`;
  const [figures, [va]] = await Promise.all([
    db.execute(sql`
      WITH ${totalsCells()}
      SELECT COALESCE(SUM(n), 0)::text AS total,
             COALESCE(SUM(commission) FILTER (WHERE ${kept}), 0)::text AS commission,
             COALESCE(SUM(commission) FILTER (WHERE ${kept} AND day = ${day}::date), 0)::text AS today
      FROM cells`),
    db.select({ n: count() }).from(virtualAccounts).where(eq(virtualAccounts.status, "active")),
  ]);
  const [row] = rowsOf<{ total: string; commission: string; today: string }>(figures);
  return {
    totalTransactions: Number(row?.total ?? 0),
    totalCommissionKobo: Number(row?.commission ?? 0),
    todayCommissionKobo: Number(row?.today ?? 0),
    activeVirtualAccounts: Number(va.n),
  };
}
