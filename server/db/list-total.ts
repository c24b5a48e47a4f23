import { sql, type SQLWrapper } from "drizzle-orm";
import type { Tx } from "../wallet/ledger";

/**
 * Up to this many rows a list's total is counted exactly; past it, the total is PostgreSQL's own
 * estimate of the list's rows (the planner's, from the table statistics), never below this + 1.
 * Counting a million rows took ~170 ms on every page of the admin's transactions; counting at
 * most EXACT_TOTAL_UP_TO + 1 of them and planning the query cost about a millisecond at any size.
 * A list that big shows "Page 1 of 125,013" where the exact figure may be a few hundred pages off;
 * every list of a customer's size (a history, a filtered search) stays exact.
 */
export const EXACT_TOTAL_UP_TO = 10_000;
/** Past this many planned rows the list is taken as long without counting any (see listTotal). */
const SURELY_ESTIMATED_ABOVE = 5 * EXACT_TOTAL_UP_TO;

type Row = Record<string, unknown>;
const rowsOf = (r: unknown): Row[] => (Array.isArray(r) ? r : ((r as { rows?: Row[] }).rows ?? []));

/** The planner's estimate of the rows `query` answers (EXPLAIN, nothing run). */
export async function plannedRows(db: Tx, query: SQLWrapper): Promise<number> {
  const [row] = rowsOf(await db.execute(sql`EXPLAIN (FORMAT JSON) ${query}`));
  const value = row ? Object.values(row)[0] : undefined;
  const plan = (typeof value === "string" ? JSON.parse(value) : value) as { Plan?: { "Plan Rows"?: number } }[];
  return Math.round(Number(plan?.[0]?.Plan?.["Plan Rows"] ?? 0));
}

/**
 * The total of a paged list: `rows` is the list's query without ORDER BY, LIMIT or OFFSET (any
 * select of its FROM and WHERE). Exact when it has at most EXACT_TOTAL_UP_TO rows, else estimated
 * (see above); `estimated` says which.
 */
export async function listTotal(db: Tx, rows: SQLWrapper): Promise<{ total: number; estimated: boolean }> {
  // A list the planner puts far past the limit is not counted at all (planning costs ~0.3 ms);
  // one it puts near or under it is counted, so a misestimate never hides an exact total.
  const planned = await plannedRows(db, rows);
  if (planned > SURELY_ESTIMATED_ABOVE) return { total: planned, estimated: true };
  const [row] = rowsOf(
    await db.execute(sql`SELECT count(*) AS n FROM (${rows} LIMIT ${EXACT_TOTAL_UP_TO + 1}) AS capped`),
  );
  const counted = Number(row?.n ?? 0);
  if (counted <= EXACT_TOTAL_UP_TO) return { total: counted, estimated: false };
  return { total: Math.max(EXACT_TOTAL_UP_TO + 1, planned), estimated: true };
}
