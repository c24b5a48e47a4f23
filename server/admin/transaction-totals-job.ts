import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import type { AppContext } from "../http/context";
import type { Job } from "../job";
import { lagosDayBounds, lagosDayWindow } from "../wallet/lagos-day";
import { inList, lagosDayOf, rowsOf } from "./transaction-totals-sql";

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
  /** The rollup holds the rows created before this moment (an hour's start, ISO), or null. */
  cutAt: string | null;
  /** Lagos days summed again (dirty ones and the ones the cut moved through; all on a first run). */
  daysRecomputed: number;
  rebuilt: boolean;
}

const iso = (col: SQL) => sql`to_char((${col}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const hourStart = (ts: SQL) => sql`(date_trunc('hour', (${ts}) AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')`;

/**
 * Brings the dashboard's daily rollup up to date, in one transaction under an advisory lock
 * (another instance's run skips): takes the dirty days the triggers logged, moves the cut forward
 * to the start of the hour of the oldest open transaction's start (less CLOCK_MARGIN), and sums
 * again, from `transactions`, the dirty days and the days the cut moved through, each up to the
 * new cut (everything before the new cut on the first run, or after the seed reset it).
 *
 * Why the cut may only go where it goes: a rolled-up row changed by a transaction this run cannot
 * see is logged by the triggers only if the row is dated before the hour of the database clock at
 * that change (migration 0026). Every such transaction was open when this run read
 * pg_stat_activity, or began after, so its clock is past the oldest start read here: an hour
 * before that start's hour is over for all of them. An idle-in-transaction session holds the cut
 * back (the dashboard reads more rows live, still exact). When another role's sessions hide their
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
    if (!lock?.ok) return { ran: false, cutAt: null, daysRecomputed: 0, rebuilt: false };
    const [state] = rowsOf<{ cut: string | null; horizon: string; hidden: boolean }>(
      await tx.execute(sql`
        WITH sessions AS (
          SELECT xact_start, state, backend_type FROM pg_stat_activity
          WHERE (datname = current_database() OR datname IS NULL) AND pid <> pg_backend_pid()
        )
        SELECT ${iso(sql`(SELECT cut_at FROM transaction_totals_state WHERE id = 1)`)} AS cut,
               ${iso(hourStart(sql`LEAST(now(), (SELECT min(xact_start) FROM sessions)) - ${CLOCK_MARGIN}::interval`))} AS horizon,
               EXISTS (SELECT 1 FROM sessions WHERE state IS NULL AND backend_type = 'client backend') AS hidden`),
    );
    const oldCut = state.cut;
    // ISO strings of whole hours in UTC compare as the moments do.
    const newCut = state.hidden ? oldCut : oldCut && oldCut > state.horizon ? oldCut : state.horizon;
    // The Lagos day of the old cut: its row holds only the part before the old cut, summed again whole.
    const oldCutDay = oldCut === null ? null : lagosDayWindow(new Date(oldCut)).day;
    const dirty = rowsOf<{ day: string }>(
      await tx.execute(sql`
        WITH gone AS (DELETE FROM transaction_totals_dirty RETURNING day)
        SELECT DISTINCT to_char(day, 'YYYY-MM-DD') AS day FROM gone`),
    ).map((r) => r.day);
    if (newCut === null) return { ran: true, cutAt: null, daysRecomputed: 0, rebuilt: false };
    // Dirty days wholly behind the cut's day are summed again alone; the cut's own day (its row
    // holds the part before the old cut) is summed again, up to the new cut, when the cut moved or
    // it is dirty. Dirty days after it hold no rolled-up rows (the entry was for live rows).
    const dirtyBefore = dirty.filter((d) => oldCutDay !== null && d < oldCutDay);
    const cutDayAgain = newCut !== oldCut || (oldCutDay !== null && dirty.includes(oldCutDay));
    // The usual tick: the cut did not move, nothing changed behind it; nothing to write.
    if (!cutDayAgain && dirtyBefore.length === 0)
      return { ran: true, cutAt: newCut, daysRecomputed: 0, rebuilt: false };
    const bounds = (d: string) => lagosDayBounds(d);
    const ranges = [
      ...dirtyBefore.map((d) => ({ lo: bounds(d).start.toISOString(), hi: bounds(d).end.toISOString() })),
      ...(cutDayAgain ? [{ lo: oldCutDay === null ? null : bounds(oldCutDay).start.toISOString(), hi: newCut }] : []),
    ];
    await tx.execute(sql`
      DELETE FROM transaction_daily_totals
      WHERE ${!cutDayAgain ? sql`false` : oldCutDay === null ? sql`true` : sql`day >= ${oldCutDay}::date`}
        OR ${inList(sql`to_char(day, 'YYYY-MM-DD')`, dirtyBefore)}`);
    const [summed] = rowsOf<{ days: string }>(
      await tx.execute(sql`
        WITH added AS (
          INSERT INTO transaction_daily_totals (day, type, service, status, row_count, amount_kobo, commission_kobo)
          SELECT ${lagosDayOf(sql`t.created_at`)}, t.type, t.service, t.status, count(*), SUM(t.amount), SUM(t.commission_kobo)
          FROM transactions t
          WHERE ${sql.join(
            ranges.map(
              (r) =>
                sql`(${r.lo === null ? sql`true` : sql`t.created_at >= ${r.lo}::timestamptz`} AND t.created_at < ${r.hi}::timestamptz)`,
            ),
            sql` OR `,
          )}
          GROUP BY 1, 2, 3, 4
          RETURNING day
        )
        SELECT count(DISTINCT day)::text AS days FROM added`),
    );
    await tx.execute(
      sql`UPDATE transaction_totals_state SET cut_at = ${newCut}::timestamptz, refreshed_at = now() WHERE id = 1`,
    );
    return { ran: true, cutAt: newCut, daysRecomputed: Number(summed?.days ?? 0), rebuilt: oldCut === null };
  });
}

/**
 * How often one instance brings the rollup up to date. Readers sum the days still dirty live
 * (exact either way), so a minute costs them at most a minute's dirty days, and spares every other
 * job pass (JOB_INTERVAL_MS, 5 s) its statements.
 */
const REFRESH_EVERY_MS = 60_000;
const lastRefresh = new WeakMap<AppContext, number>();

/** Runs on every API instance; the advisory lock makes a second instance's run a no-op. */
export const transactionTotalsJob: Job = {
  name: "transaction-totals",
  async run(ctx: AppContext) {
    const now = ctx.now().getTime();
    const last = lastRefresh.get(ctx);
    if (last !== undefined && now >= last && now - last < REFRESH_EVERY_MS) return;
    lastRefresh.set(ctx, now);
    await refreshTransactionTotals(ctx.db);
  },
};
