import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { lagosDayBounds } from "../wallet/lagos-day";
import { SUCCESS_STATUSES } from "../../lib/contracts/transaction-status";
import { readTotals } from "./transaction-totals-read";
import { inList } from "./transaction-totals-sql";

/** The list's filters (transactions-list.ts's TransactionFilters). */
interface Filters {
  status?: string;
  service?: string;
  type?: string;
  search?: string;
  customer_id?: string;
  from?: string;
  to?: string;
}

export interface DayCount {
  /** A Lagos day, YYYY-MM-DD. */
  day: string;
  n: number;
}

/**
 * How many of the admin's transactions each Lagos day holds under the list's filters, newest day
 * first, from the dashboard's daily rollup (readTotals: exact at one snapshot, whatever the size).
 * The rollup's cells know a row's day, type, service and status, so every filter but the search
 * and the customer can be answered from it; for those two this answers null and the list counts
 * rows itself.
 */
export async function transactionDayCounts(db: Db, q: Filters): Promise<DayCount[] | null> {
  if (q.search || q.customer_id) return null;
  const where: SQL[] = [];
  if (q.status)
    where.push(q.status === "successful" ? inList(sql`status`, SUCCESS_STATUSES) : sql`status = ${q.status}`);
  if (q.service) where.push(sql`service = ${q.service}`);
  if (q.type) where.push(sql`type = ${q.type}`);
  if (q.from) where.push(sql`day >= ${q.from}::date`);
  if (q.to) where.push(sql`day <= ${q.to}::date`);
  const rows = await readTotals<{ day: string; n: string | number }>(
    db,
    q.from && q.to ? { from: q.from, to: q.to } : undefined,
    sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(n)::bigint AS n FROM cells
        ${where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``}
        GROUP BY day HAVING sum(n) > 0 ORDER BY day DESC`,
  );
  return rows.map((r) => ({ day: r.day, n: Number(r.n) }));
}

/**
 * Where the page that starts `offset` rows into the list begins: the days before its first row's
 * day (newest first) are passed over by a seek (`created_at` before the end of that day), and only
 * the rows of that day before the page are walked by the offset. Past the last row: null.
 */
export function dayJump(days: DayCount[], offset: number): { before: Date; offset: number } | null {
  let passed = 0;
  for (const d of days) {
    if (passed + d.n > offset) return { before: lagosDayBounds(d.day).end, offset: offset - passed };
    passed += d.n;
  }
  return null;
}

export const dayCountsTotal = (days: DayCount[]): number => days.reduce((a, d) => a + d.n, 0);
