import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { lagosDayBounds } from "../wallet/lagos-day";
import { lagosDayOf, rowsOf } from "./transaction-totals-sql";

export interface TotalsWindow {
  /** Lagos days, inclusive. */
  from: string;
  to: string;
}

const nextDay = (day: string) => new Date(lagosDayBounds(day).end.getTime() + 3600_000).toISOString().slice(0, 10);

/** Consecutive days as [from, to) day ranges, so many dirty days stay a few index range scans. */
function dayRuns(days: string[]): { from: string; to: string }[] {
  const runs: { from: string; to: string }[] = [];
  for (const day of [...days].sort()) {
    const last = runs[runs.length - 1];
    if (last && last.to === day) last.to = nextDay(day);
    else runs.push({ from: day, to: nextDay(day) });
  }
  return runs;
}

/**
 * Runs `select` (a query over a `cells` CTE: day, type, service, status, n, amount, commission)
 * and answers its rows, exact as a full count of `transactions` would be at that moment. Days
 * before the rollup's cut come from transaction_daily_totals, except the dirty ones (rows changed
 * since the job summed them); those and every day from the cut on are summed live from
 * `transactions` through its created_at index. `window` limits both parts.
 *
 * Two statements in one REPEATABLE READ transaction (one snapshot): the first reads the cut and
 * the dirty days, so that the second can name its time ranges as constants. With the ranges as
 * columns of a CTE the planner guessed millions of rows and JIT-compiled the query: 40 ms.
 */
export async function readTotals<T>(db: Db, window: TotalsWindow | undefined, select: SQL): Promise<T[]> {
  return db.transaction(
    async (tx) => {
      const [state] = rowsOf<{ cut: string | null; dirty: string[] | null }>(
        await tx.execute(sql`
          SELECT to_char(s.cut_day, 'YYYY-MM-DD') AS cut,
                 (SELECT array_agg(DISTINCT to_char(d.day, 'YYYY-MM-DD')) FROM transaction_totals_dirty d
                  WHERE d.day < s.cut_day) AS dirty
          FROM (SELECT (SELECT cut_day FROM transaction_totals_state WHERE id = 1) AS cut_day) s`),
      );
      const cut = state?.cut ?? null;
      const inWindow = (d: string) => !window || (d >= window.from && d <= window.to);
      const dirty = (state?.dirty ?? []).filter(inWindow);
      // Live day ranges [from, to): the dirty days, and from the cut (or the beginning) on; clipped to the window.
      const runs = [...dayRuns(dirty), { from: cut ?? "", to: "" }]
        .map((r) => ({
          from: window && window.from > r.from ? window.from : r.from,
          to: window && (r.to === "" || nextDay(window.to) < r.to) ? nextDay(window.to) : r.to,
        }))
        .filter((r) => r.to === "" || r.from === "" || r.from < r.to);
      const bound = (day: string) => lagosDayBounds(day).start.toISOString();
      const live = runs.map(
        (r) => sql`
          SELECT ${lagosDayOf(sql`created_at`)} AS day, type, service, status, 1::bigint AS n, amount, commission_kobo AS commission
          FROM transactions
          WHERE ${r.from ? sql`created_at >= ${bound(r.from)}::timestamptz` : sql`true`}
            AND ${r.to ? sql`created_at < ${bound(r.to)}::timestamptz` : sql`true`}`,
      );
      const rolled = cut
        ? sql`
          SELECT day, type, service, status, row_count AS n, amount_kobo AS amount, commission_kobo AS commission
          FROM transaction_daily_totals
          WHERE day < ${cut}::date
            ${window ? sql`AND day BETWEEN ${window.from}::date AND ${window.to}::date` : sql``}
            ${
              dirty.length
                ? sql`AND day NOT IN (${sql.join(
                    dirty.map((d) => sql`${d}::date`),
                    sql`, `,
                  )})`
                : sql``
            }`
        : null;
      const parts = rolled ? [rolled, ...live] : live;
      return rowsOf<T>(await tx.execute(sql`WITH cells AS (${sql.join(parts, sql` UNION ALL `)}) ${select}`));
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
