import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import {
  SCHEDULE_MSG,
  SCHEDULE_STATUSES,
  type adminScheduleRow,
  type AdminSchedules,
} from "../../lib/contracts/schedules";
import { koboToNaira } from "../../lib/money";
import { scheduleRuns, schedules, users } from "../db/schema";
import type { AppContext } from "../http/context";
import { conflict, notFound } from "../http/errors";
import { recordAudit, type Actor } from "../admin/audit-log";
import type { ScheduleRow } from "./schedules";

/** The admin's view of schedules (issue 18): counts by status, next runs, paused ones, recent failures. */

const LIST = 10;

const rowView = (s: ScheduleRow, email: string): z.infer<typeof adminScheduleRow> => ({
  id: s.id,
  customer_email: email,
  service: s.service,
  label: s.label,
  amount: koboToNaira(s.amountKobo),
  frequency: s.frequency,
  status: s.status,
  next_run_at: s.nextRunAt?.toISOString() ?? null,
  pause_reason: s.pauseReason,
});

export async function adminSchedules(ctx: AppContext): Promise<AdminSchedules> {
  const byStatus = await ctx.db
    .select({ status: schedules.status, n: count() })
    .from(schedules)
    .groupBy(schedules.status);
  const counts = Object.fromEntries(SCHEDULE_STATUSES.map((s) => [s, 0])) as AdminSchedules["counts"];
  for (const r of byStatus) counts[r.status] = Number(r.n);
  const listed = (status: "active" | "paused") =>
    ctx.db
      .select({ s: schedules, email: users.email })
      .from(schedules)
      .innerJoin(users, eq(users.id, schedules.userId))
      .where(eq(schedules.status, status))
      .orderBy(status === "active" ? asc(schedules.nextRunAt) : desc(schedules.updatedAt))
      .limit(LIST);
  const failures = await ctx.db
    .select({ r: scheduleRuns, label: schedules.label, email: users.email })
    .from(scheduleRuns)
    .innerJoin(schedules, eq(schedules.id, scheduleRuns.scheduleId))
    .innerJoin(users, eq(users.id, scheduleRuns.userId))
    .where(and(eq(scheduleRuns.kind, "run"), inArray(scheduleRuns.outcome, ["skipped", "failed"])))
    .orderBy(desc(scheduleRuns.occurrenceAt))
    .limit(LIST);
  return {
    status: "success",
    counts,
    next_runs: (await listed("active")).map((r) => rowView(r.s, r.email)),
    paused: (await listed("paused")).map((r) => rowView(r.s, r.email)),
    recent_failures: failures.map((f) => ({
      run_id: f.r.id,
      schedule_id: f.r.scheduleId,
      customer_email: f.email,
      label: f.label,
      outcome: f.r.outcome,
      message: f.r.message,
      occurrence_at: f.r.occurrenceAt.toISOString(),
    })),
  };
}

/** Pauses an active schedule with the admin's reason, audited in the same transaction. */
export async function adminPauseSchedule(ctx: AppContext, actor: Actor, id: string, reason: string) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(schedules).where(eq(schedules.id, id)).for("update");
    if (!row) throw notFound(SCHEDULE_MSG.notFound);
    if (row.status !== "active") throw conflict(SCHEDULE_MSG.notActive);
    const now = ctx.now();
    const [updated] = await tx
      .update(schedules)
      .set({ status: "paused", pausedBy: "admin", pauseReason: reason, updatedAt: now })
      .where(eq(schedules.id, id))
      .returning();
    await recordAudit(
      tx,
      actor,
      {
        action: "schedule.pause",
        targetType: "schedule",
        targetId: id,
        before: { status: row.status },
        after: { status: "paused", reason },
      },
      now,
    );
    const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
    return rowView(updated, owner?.email ?? "");
  });
}
