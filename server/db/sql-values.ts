import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/** A database handle that runs SQL (the pool's or a transaction's; see Tx in wallet/ledger.ts). */
type Executes = { execute(query: SQL): PromiseLike<unknown> };

/**
 * What the SQL function calls of the hot paths (the ledger's, the purchase steps') share: their
 * array arguments, their answers' rows, and a table's row read back from `to_jsonb(row)`.
 */

/** The rows of a `db.execute` answer, on node-postgres (`{ rows }`) and PGlite alike. */
export const resultRows = <T>(r: unknown): T[] => (Array.isArray(r) ? r : ((r as { rows?: T[] }).rows ?? [])) as T[];

/**
 * The one jsonb value of `SELECT f(...) AS r` (the purchase steps answer so: a statement that only
 * calls a function costs PostgreSQL nothing to plan, where `SELECT * FROM f(...)` plans a scan).
 */
export async function answerOf<T>(db: Executes, query: SQL): Promise<T> {
  const [row] = resultRows<{ r: unknown }>(await db.execute(query));
  return (typeof row.r === "string" ? JSON.parse(row.r) : row.r) as T;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A uuid[] argument, as one parameter in PostgreSQL's array syntax (drizzle spreads a JS array into
 * a list of parameters; the drivers differ in how they send arrays). Only well-formed UUIDs.
 */
export function uuidArray(ids: readonly string[]): SQL {
  for (const id of ids) if (!UUID.test(id)) throw new Error(`not a uuid: ${JSON.stringify(id)}`);
  return sql`${`{${ids.join(",")}}`}::uuid[]`;
}

/** A bigint[] argument (safe integers only), as one parameter. */
export function bigintArray(values: readonly number[]): SQL {
  for (const v of values) if (!Number.isSafeInteger(v)) throw new Error(`not a safe integer: ${v}`);
  return sql`${`{${values.join(",")}}`}::bigint[]`;
}

/** A jsonb argument. */
export const jsonb = (value: unknown): SQL => sql`${JSON.stringify(value)}::jsonb`;

/**
 * A row of `table` as the query builder would answer it, from the `to_jsonb(row)` a function
 * returned: each column by its database name, through the column's own mapping (timestamps to
 * Date, bigint to number, jsonb as is). A column added to the table is read the same way.
 */
export function rowFromJson<T extends PgTable>(table: T, json: unknown): T["$inferSelect"] {
  const j = (typeof json === "string" ? JSON.parse(json) : json) as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const v = j[column.name];
    row[key] = v === null || v === undefined ? null : column.mapFromDriverValue(v);
  }
  return row as T["$inferSelect"];
}

/** A bigint the drivers answer as a string (node-postgres) or a number (PGlite). */
export const num = (v: unknown): number => (typeof v === "number" ? v : Number(v));
