import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { AppContext } from "../http/context";
import type { Job } from "../job";
import { lagosDayOf, lagosStartOf, rowsOf } from "./transaction-totals-sql";

/** Two-key advisory lock (apart from the one-key locks and the migrations' 0x4e57/1). */
const TOTALS_LOCK = { classId: 0x4e57, objId: 26 };

/**
 * How far before the oldest open transaction the cut stays: covers a transaction's start being
 * published to pg_stat_activity a moment after it is taken, and small steps of the clock.
 */
const CLOCK_MARGIN = "5 minutes";

export interface TotalsRefresh {
  /** False when another instance held the lock (nothing done). */
  ran: boolean;
  cutDay: string | null;
  /** Lagos days summed again (dirty ones and the ones newly closed; all of them on a first run). */
  daysRecomputed: number;
  rebuilt: boolean;
}

/**
 * Brings the dashboard's daily rollup up to date, in one transaction under an advisory lock
 * (another instance's run skips): takes the dirty days the triggers logged, moves the cut forward
 * to the Lagos day of the oldest open transaction's start (less CLOCK_MARGIN), and sums again,
 * from `transactions`, the dirty days before the old cut and every day from the old cut to the new
 * one (everything before the new cut on the first run, or after the seed reset it).
 *
 * Why the cut may only go where it goes: a row of a rolled-up day changed by a transaction this
 * run cannot see is logged by the triggers only if the row is dated before the Lagos day of the
 * database clock at that change (migration 0026). Every such transaction was open when this run
 * read pg_stat_activity, or began after, so its clock is past the oldest start read here: a day
 * before that start's day is over for all of them. When another role's sessions hide their
 * start (no privilege to see it), the cut does not move; dirty days are still recomputed.
 *
 * Statements run at READ COMMITTED: the dirty days are deleted (those visible) before the days
 * are summed, by a later snapshot, so every change whose log entry is gone is in the sums; a
 * change the sum missed has its entry still there, and readers sum that day live.
 */
export async function refreshTransactionTotals(db: Db): Promise<TotalsRefresh> {
  return db.transaction(async (tx) => {
    const [lock] = rowsOf<{ ok: boolean }>(
      await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${TOTALS_LOCK.classId}, ${TOTALS_LOCK.objId}) AS ok`),
    );
    if (!lock?.ok) return { ran: false, cutDay: null, daysRecomputed: 0, rebuilt: false };
    const [state] = rowsOf<{ cut: string | null; horizon: string; hidden: boolean }>(
      await tx.execute(sql`
        WITH sessions AS (
          SELECT xact_start, state, backend_type FROM pg_stat_activity
          WHERE (datname = current_database() OR datname IS NULL) AND pid <> pg_backend_pid()
        )
        SELECT to_char((SELECT cut_day FROM transaction_totals_state WHERE id = 1), 'YYYY-MM-DD') AS cut,
               to_char(${lagosDayOf(sql`LEAST(now(), (SELECT min(xact_start) FROM sessions)) - ${CLOCK_MARGIN}::interval`)}, 'YYYY-MM-DD') AS horizon,
               EXISTS (SELECT 1 FROM sessions WHERE state IS NULL AND backend_type = 'client backend') AS hidden`),
    );
    const oldCut = state.cut;
    const newCut = state.hidden ? oldCut : oldCut && oldCut > state.horizon ? oldCut : state.horizon;
    const dirty = rowsOf<{ day: string }>(
      await tx.execute(sql`
        WITH gone AS (DELETE FROM transaction_totals_dirty RETURNING day)
        SELECT DISTINCT to_char(day, 'YYYY-MM-DD') AS day FROM gone`),
    )
      .map((r) => r.day)
      .filter((d) => oldCut !== null && d < oldCut);
    if (newCut === null) return { ran: true, cutDay: null, daysRecomputed: 0, rebuilt: false };
    // The usual tick: no day closed, nothing changed behind the cut; nothing to write.
    if (newCut === oldCut && dirty.length === 0)
      return { ran: true, cutDay: newCut, daysRecomputed: 0, rebuilt: false };
    // Days to sum again: the dirty ones before the old cut, and [old cut, new cut).
    const dirtyDays = dirty.length
      ? sql.join(
          dirty.map((d) => sql`${d}::date`),
          sql`, `,
        )
      : null;
    const from = oldCut === null ? sql`'-infinity'::timestamptz` : lagosStartOf(sql`${oldCut}`);
    await tx.execute(sql`
      DELETE FROM transaction_daily_totals
      WHERE day >= ${oldCut === null ? sql`'-infinity'::date` : sql`${oldCut}::date`}
        ${dirtyDays ? sql`OR day IN (${dirtyDays})` : sql``}`);
    const [summed] = rowsOf<{ days: string }>(
      await tx.execute(sql`
        WITH ranges AS (
          SELECT ${from} AS lo, ${lagosStartOf(sql`${newCut}`)} AS hi
          ${dirtyDays ? sql`UNION ALL SELECT ${lagosStartOf(sql`d`)}, ${lagosStartOf(sql`d`)} + interval '1 day' FROM unnest(ARRAY[${dirtyDays}]) AS d` : sql``}
        ),
        added AS (
          INSERT INTO transaction_daily_totals (day, type, service, status, row_count, amount_kobo, commission_kobo)
          SELECT ${lagosDayOf(sql`t.created_at`)}, t.type, t.service, t.status, count(*), SUM(t.amount), SUM(t.commission_kobo)
          FROM ranges g JOIN transactions t ON t.created_at >= g.lo AND t.created_at < g.hi
          GROUP BY 1, 2, 3, 4
          RETURNING day
        )
        SELECT count(DISTINCT day)::text AS days FROM added`),
    );
    await tx.execute(
      sql`UPDATE transaction_totals_state SET cut_day = ${newCut}::date, refreshed_at = now() WHERE id = 1`,
    );
    return { ran: true, cutDay: newCut, daysRecomputed: Number(summed?.days ?? 0), rebuilt: oldCut === null };
  });
}

/** Runs on every API instance; the advisory lock makes a second instance's run a no-op. */
export const transactionTotalsJob: Job = {
  name: "transaction-totals",
  async run(ctx: AppContext) {
    await refreshTransactionTotals(ctx.db);
  },
};
