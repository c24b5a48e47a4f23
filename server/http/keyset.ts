import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { z } from "zod";
import { isUuid } from "../../lib/contracts/common";

/**
 * Keyset pagination of a newest-first list (ORDER BY created_at DESC, id DESC). A page's Next link
 * carries `after` (the key of its last row) and its Previous link `before` (the key of its first),
 * so following them seeks straight to the page in the list's (created_at, id) index instead of
 * skipping (page - 1) × per_page rows: page 5,000 of a million costs what page 1 costs. `page`
 * stays in the links for the "Page X of Y" label; a page asked for by number alone (a typed URL)
 * is still found by offset.
 *
 * The key is the row's created_at as PostgreSQL prints it (microseconds kept: a JavaScript Date
 * would round them away and skip or repeat rows) and its id, base64url-encoded.
 */
export interface ListKey {
  at: string;
  id: string;
}

export const encodeListKey = (k: ListKey): string => Buffer.from(`${k.at}|${k.id}`).toString("base64url");

export function decodeListKey(s: string): ListKey | null {
  const [at, id, ...rest] = Buffer.from(s, "base64url").toString("utf8").split("|");
  if (rest.length || !at || !id || !isUuid(id)) return null;
  // What `timestamptz::text` prints: 2026-11-24 05:03:26.123456+00 (seconds' fraction optional).
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/.test(at)) return null;
  return { at, id };
}

const keyField = (name: string) =>
  z
    .string()
    .max(200)
    .transform((s, ctx) => {
      const key = decodeListKey(s);
      if (!key) {
        ctx.addIssue({ code: "custom", message: `${name} must be the cursor of a page link.` });
        return z.NEVER;
      }
      return key;
    })
    .optional()
    .describe(`From the ${name === "after" ? "next" : "previous"} page link; seeks to the page instead of counting.`);

/** Query fields of a list paged by keyset (with pageQuery's page and per_page). */
export const keysetQuery = { after: keyField("after"), before: keyField("before") };

export interface KeysetRequest {
  page: number;
  per_page: number;
  after?: ListKey;
  before?: ListKey;
}

/**
 * The seek condition, order and offset of the query that picks one page's ids of a newest-first
 * list. With `before` it walks oldest first from the key (the page just before it), so the query
 * that reads the page's rows by those ids sorts them newest first again.
 */
export function keysetPage(cols: { at: AnyColumn; id: AnyColumn }, q: KeysetRequest) {
  const key = q.after ?? q.before;
  const cmp = q.after ? sql.raw("<") : sql.raw(">");
  const seek: SQL | undefined = key
    ? sql`(${cols.at}, ${cols.id}) ${cmp} (${key.at}::timestamptz, ${key.id}::uuid)`
    : undefined;
  const backwards = !q.after && q.before !== undefined;
  return {
    seek,
    orderBy: backwards ? [sql`${cols.at} ASC`, sql`${cols.id} ASC`] : [sql`${cols.at} DESC`, sql`${cols.id} DESC`],
    offset: key ? 0 : (q.page - 1) * q.per_page,
  };
}

/** The key of a row, from its created_at printed by PostgreSQL (select `listKeyAt(col)`) and id. */
export const listKeyAt = (col: AnyColumn) => sql<string>`${col}::text`;

/** The first and last rows' cursors, for paginate's links. */
export function pageKeys<R>(rows: R[], key: (r: R) => ListKey): { first?: string; last?: string } {
  return rows.length ? { first: encodeListKey(key(rows[0])), last: encodeListKey(key(rows[rows.length - 1])) } : {};
}
