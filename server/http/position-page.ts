import { sql, type AnyColumn } from "drizzle-orm";
import { z } from "zod";

/**
 * Pages of a numbered list (server/db/schema/list-positions.ts), newest first: ORDER BY position
 * DESC. Every row has its place 1 to `last` with no gaps, so page N of the whole list starts at
 * position last - (N - 1) × per_page: a seek in the position's index at any depth, where an offset
 * walks every row before the page (page 5,000 of 100,000 customers: 40,000 index entries). A
 * filtered page (a search) is still found by offset. The page links carry `after` (the last row's
 * position, for Next) and `before` (the first row's, for Previous) like the keyset lists
 * (server/http/keyset.ts), so following them never depends on the list not changing in between.
 */
const cursorField = (name: "after" | "before") =>
  z
    .string()
    .regex(/^[1-9]\d{0,14}$/, `${name} must be the cursor of a page link.`)
    .transform(Number)
    .optional()
    .describe(`From the ${name === "after" ? "next" : "previous"} page link; seeks to the page.`);

/** Query fields of a numbered list (with pageQuery's page and per_page). */
export const positionQuery = { after: cursorField("after"), before: cursorField("before") };

export interface PositionRequest {
  page: number;
  per_page: number;
  after?: number;
  before?: number;
}

/**
 * The seek, order and offset of the query that picks one page's ids. `last` is the list's last
 * position when the page is of the whole list (no filter), else null. With `before` it walks oldest
 * first from the cursor, so the query that reads the page's rows sorts them newest first again.
 */
export function positionPage(position: AnyColumn, q: PositionRequest, last: number | null) {
  const newestFirst = [sql`${position} DESC`];
  if (q.after !== undefined) return { seek: sql`${position} < ${q.after}`, orderBy: newestFirst, offset: 0 };
  if (q.before !== undefined)
    return { seek: sql`${position} > ${q.before}`, orderBy: [sql`${position} ASC`], offset: 0 };
  const skipped = (q.page - 1) * q.per_page;
  if (last !== null) return { seek: sql`${position} <= ${last - skipped}`, orderBy: newestFirst, offset: 0 };
  return { seek: sql`${position} IS NOT NULL`, orderBy: newestFirst, offset: skipped };
}

/** The page links' cursors: the first and last rows' positions. */
export function positionKeys<R>(rows: R[], position: (r: R) => number | null): { first?: string; last?: string } {
  const first = rows.length ? position(rows[0]) : null;
  const last = rows.length ? position(rows[rows.length - 1]) : null;
  return first !== null && last !== null ? { first: String(first), last: String(last) } : {};
}
