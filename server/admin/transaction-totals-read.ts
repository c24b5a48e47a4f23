import { sql, type SQL } from "drizzle-orm";
import { lagosDayOf, lagosStartOf } from "./transaction-totals-sql";

/**
 * The history's figures as `cells` (day, type, service, status, n, amount, commission): a CTE to
 * aggregate over, exact at the moment of the one statement that reads it. Days before the rollup's
 * cut come from transaction_daily_totals, except the dirty ones (rows changed since the job
 * summed them); those and every day from the cut on are summed live from `transactions`, through
 * its created_at index. `window` (Lagos days, inclusive) limits both parts.
 */
export function totalsCells(window?: { from: string; to: string }): SQL {
  const inWindow = (day: SQL) => (window ? sql`${day} BETWEEN ${window.from}::date AND ${window.to}::date` : sql`true`);
  const lo = window ? sql`${lagosStartOf(sql`${window.from}`)}` : sql`'-infinity'::timestamptz`;
  const hi = window ? sql`${lagosStartOf(sql`${window.to}`)} + interval '1 day'` : sql`'infinity'::timestamptz`;
  return sql`
    st AS (SELECT (SELECT cut_day FROM transaction_totals_state WHERE id = 1) AS cut_day),
    dirty AS (
      SELECT DISTINCT d.day FROM transaction_totals_dirty d, st WHERE d.day < st.cut_day AND ${inWindow(sql`d.day`)}
    ),
    ranges AS (
      SELECT GREATEST(COALESCE(${lagosStartOf(sql`st.cut_day`)}, '-infinity'::timestamptz), ${lo}) AS lo, ${hi} AS hi FROM st
      UNION ALL
      SELECT GREATEST(${lagosStartOf(sql`dirty.day`)}, ${lo}), LEAST(${lagosStartOf(sql`dirty.day`)} + interval '1 day', ${hi}) FROM dirty
    ),
    cells AS (
      SELECT r.day, r.type, r.service, r.status, r.row_count AS n, r.amount_kobo AS amount, r.commission_kobo AS commission
      FROM transaction_daily_totals r, st
      WHERE r.day < st.cut_day AND ${inWindow(sql`r.day`)} AND NOT EXISTS (SELECT 1 FROM dirty WHERE dirty.day = r.day)
      UNION ALL
      SELECT ${lagosDayOf(sql`t.created_at`)}, t.type, t.service, t.status, 1, t.amount, t.commission_kobo
      FROM ranges g JOIN transactions t ON t.created_at >= g.lo AND t.created_at < g.hi
    )`;
}
