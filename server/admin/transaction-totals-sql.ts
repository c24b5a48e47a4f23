import { sql, type SQL } from "drizzle-orm";

/**
 * The Lagos day of a timestamp in SQL (UTC+1 all year, as server/wallet/lagos-day.ts): the
 * rollup's day, in one home so the job and the dashboard's reads cut days alike.
 */
export const lagosDayOf = (ts: SQL) => sql`(((${ts}) AT TIME ZONE 'UTC') + interval '1 hour')::date`;

/** `column IN (values)` with one bound parameter per value (both drivers). */
export const inList = (column: SQL, values: readonly string[]) =>
  values.length
    ? sql`${column} IN (${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )})`
    : sql`false`;

/** Rows of db.execute on either driver. */
export const rowsOf = <T>(r: unknown): T[] => (Array.isArray(r) ? r : ((r as { rows?: T[] }).rows ?? [])) as T[];
