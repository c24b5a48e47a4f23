import { sql } from "drizzle-orm";
import { activeVirtualAccountCounts } from "../db/schema";
import type { Db } from "../db/client";
import { UNSPENT_PURCHASE_STATUSES } from "../wallet/wallet-summary";
import { lagosDayWindow } from "../wallet/lagos-day";
import { readTotals } from "./transaction-totals-read";
import { inList } from "./transaction-totals-sql";

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
 * in one snapshot, so they are what a full count would answer at that moment; the active virtual
 * accounts from their trigger-kept count (migration 0026).
 */
export async function adminStats(db: Db, now: Date): Promise<AdminStats> {
  const { day } = lagosDayWindow(now);
  const kept = sql`NOT ${inList(sql`status`, UNSPENT_PURCHASE_STATUSES)}`;
  const [[row], [va]] = await Promise.all([
    readTotals<{ total: string; commission: string; today: string }>(
      db,
      undefined,
      sql`SELECT COALESCE(SUM(n), 0)::text AS total,
                 COALESCE(SUM(commission) FILTER (WHERE ${kept}), 0)::text AS commission,
                 COALESCE(SUM(commission) FILTER (WHERE ${kept} AND day = ${day}::date), 0)::text AS today
          FROM cells`,
    ),
    db.select({ n: sql<string>`COALESCE(SUM(${activeVirtualAccountCounts.n}), 0)` }).from(activeVirtualAccountCounts),
  ]);
  return {
    totalTransactions: Number(row?.total ?? 0),
    totalCommissionKobo: Number(row?.commission ?? 0),
    todayCommissionKobo: Number(row?.today ?? 0),
    activeVirtualAccounts: Number(va.n),
  };
}
