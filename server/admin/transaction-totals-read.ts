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
 * and answers its rows, exact as a full count of `transactions` would be at that moment. Rows
 * created before the rollup's cut (an hour's start) come from transaction_daily_totals, except
 * the dirty days' (rows changed since the job summed them); those and every row from the cut on
 * (the last hour or so) are summed live from `transactions` through its created_at index.
 * `window` limits both parts.
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
          SELECT to_char(s.cut_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS cut,
                 (SELECT array_agg(DISTINCT to_char(d.day, 'YYYY-MM-DD')) FROM transaction_totals_dirty d) AS dirty
          FROM (SELECT (SELECT cut_at FROM transaction_totals_state WHERE id = 1) AS cut_at) s`),
      );
      const cut = state?.cut ? Date.parse(state.cut) : null;
      const lo = window ? lagosDayBounds(window.from).start.getTime() : -Infinity;
      const hi = window ? lagosDayBounds(window.to).end.getTime() : Infinity;
      // Dirty days with rolled-up rows (starting before the cut), within the window.
      const dirty =
        cut === null
          ? []
          : (state?.dirty ?? []).filter(
              (d) => lagosDayBounds(d).start.getTime() < cut && (!window || (d >= window.from && d <= window.to)),
            );
      // Live ranges [from, to) in ms: the dirty days up to the cut, and from the cut on; clipped to the window.
      const runs = [
        ...dayRuns(dirty).map((r) => ({
          from: lagosDayBounds(r.from).start.getTime(),
          to: Math.min(lagosDayBounds(r.to).start.getTime(), cut ?? Infinity),
        })),
        { from: cut ?? -Infinity, to: Infinity },
      ]
        .map((r) => ({ from: Math.max(r.from, lo), to: Math.min(r.to, hi) }))
        .filter((r) => r.from < r.to);
      const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
      const live = runs.map(
        (r) => sql`
          SELECT ${lagosDayOf(sql`created_at`)} AS day, type, service, status, 1::bigint AS n, amount, commission_kobo AS commission
          FROM transactions
          WHERE ${Number.isFinite(r.from) ? sql`created_at >= ${at(r.from)}` : sql`true`}
            AND ${Number.isFinite(r.to) ? sql`created_at < ${at(r.to)}` : sql`true`}`,
      );
      const rolled =
        cut === null
          ? null
          : sql`
          SELECT day, type, service, status, row_count AS n, amount_kobo AS amount, commission_kobo AS commission
          FROM transaction_daily_totals
          WHERE true
            ${window ? sql`AND day BETWEEN ${window.from}::date AND ${window.to}::date` : sql``}
            ${
              dirty.length
                ? sql`AND day NOT IN (${sql.join(
                    dirty.map((d) => sql`${d}::date`),
                    sql`, `,
                  )})`
                : sql``
            }`;
      const parts = [...(rolled ? [rolled] : []), ...live];
      if (!parts.length)
        parts.push(sql`SELECT NULL::date, NULL, NULL, NULL, 0::bigint, 0::bigint, 0::bigint WHERE false`);
      return rowsOf<T>(await tx.execute(sql`WITH cells AS (${sql.join(parts, sql` UNION ALL `)}) ${select}`));
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
