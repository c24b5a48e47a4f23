import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { lagosDayBounds } from "../wallet/lagos-day";
import { filterWhere, type FilterColumns, type TransactionFilters } from "./transaction-filters";
import { readTotals } from "./transaction-totals-read";

/** The rollup's cells' columns for the filters: no customer, no channel, nothing to search. */
const cellColumns: FilterColumns = {
  status: sql`status`,
  service: sql`service`,
  type: sql`type`,
  from: (day) => sql`day >= ${day}::date`,
  to: (day) => sql`day <= ${day}::date`,
};

/** The list's total, and where its page `offset` rows in begins. */
export interface ListCount {
  total: number;
  /**
   * The page starts `offset` rows into those created before `before` (a Lagos day's end); null past
   * the last row; absent when asked for offset 0 (the first page needs no seek).
   */
  jump?: { before: Date; offset: number } | null;
}

/**
 * The admin's transactions under the list's filters, counted from the dashboard's daily rollup
 * (readTotals: exact at one snapshot, whatever the size). The rollup's cells know a row's day,
 * type, service and status, so every filter but the search, the customer and the channel can be
 * counted from it; for those this answers null and the list counts rows itself.
 *
 * For a page `offset` rows in, the days are summed newest first: the page's first row lies on the
 * newest day by whose end more than `offset` rows have passed, so the page is a seek to that day's
 * end (`created_at` before it) and an offset over that day's rows alone, not over every row before
 * it. For offset 0 only the total is counted (one sum is cheaper than the days' running sums).
 */
export async function transactionListCount(db: Db, q: TransactionFilters, offset: number): Promise<ListCount | null> {
  const where = filterWhere(q, cellColumns);
  if (!where) return null;
  const filtered = where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``;
  const window = q.from && q.to ? { from: q.from, to: q.to } : undefined;
  if (offset === 0) {
    const [row] = await readTotals<{ total: string | number }>(
      db,
      window,
      sql`SELECT coalesce(sum(n), 0)::bigint AS total FROM cells ${filtered}`,
    );
    return { total: Number(row?.total ?? 0) };
  }
  // One row: the page's day if there is one, else any day (every row carries the total).
  const [row] = await readTotals<{ day: string; n: string | number; through: string | number; total: string | number }>(
    db,
    window,
    sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, n, through, total FROM (
          SELECT day, n, sum(n) OVER (ORDER BY day DESC) AS through, sum(n) OVER () AS total
          FROM (SELECT day, sum(n) AS n FROM cells ${filtered} GROUP BY day) days
        ) running
        ORDER BY through > ${offset} DESC, day DESC LIMIT 1`,
  );
  if (!row) return { total: 0, jump: null };
  const [n, through] = [Number(row.n), Number(row.through)];
  return {
    total: Number(row.total),
    jump: through > offset ? { before: lagosDayBounds(row.day).end, offset: offset - (through - n) } : null,
  };
}
