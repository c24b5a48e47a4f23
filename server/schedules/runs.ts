import { and, eq, gt, lt, lte, sql } from "drizzle-orm";
import { MAX_SKIPS_IN_A_ROW, SCHEDULE_MSG, type ScheduleRunOutcome } from "../../lib/contracts/schedules";
import { formatKobo } from "../../lib/money";
import type { Log } from "../accounts/logger";
import { scheduleRuns, schedules } from "../db/schema";
import type { AppContext } from "../http/context";
import { ERROR_CODES } from "../../lib/contracts/error-codes";
import { AppError } from "../http/errors";
import type { Job } from "../job";
import { walletBalanceKobo, type Tx } from "../wallet/ledger";
import { nextOccurrence } from "./occurrences";
import { scheduleNotice, type ScheduleNoticeEvent } from "./notice";
import { labelOf, payScheduled } from "./scheduled-purchase";
import { timingOf, type ScheduleRow, type ScheduleRunRow } from "./schedules";

/**
 * The scheduled purchases job. Several API instances may run it at once; a run happens at most once:
 *  1. claim: under the schedule's row lock (FOR UPDATE SKIP LOCKED) a "running" row is inserted for
 *     the occurrence (unique per schedule and occurrence) and the schedule moves to its next one,
 *     in one transaction;
 *  2. pay: through the purchase engine with the request_id made from schedule id + occurrence, so a
 *     twin or a retry of the same occurrence is the same purchase (the engine's unique keys);
 *  3. settle: the run's outcome, the skip count, and the customer's notice, in one transaction.
 * A runner that dies between 1 and 3 leaves a "running" row; after CLAIM_TIMEOUT_MS another runner
 * takes it on again and pays with the same request_id (answered as it stands if it was paid).
 */

/** Schedules claimed per round. */
const BATCH = 20;
/** At most this many runs per job run, so one run never holds the loop for long. */
const RUN_LIMIT = 200;
/** Longer than a purchase's provider call and its settling can take. */
export const CLAIM_TIMEOUT_MS = 10 * 60 * 1000;
/** The balance reminder goes out this long before a run. */
export const REMINDER_AHEAD_MS = 24 * 60 * 60 * 1000;

/** The request_id of an occurrence's purchase: the same for every runner, restart and retry. */
export const runRequestId = (scheduleId: string, occurrence: Date) =>
  `SCHED_${scheduleId.replace(/-/g, "")}_${occurrence.getTime()}`;

interface Claimed {
  run: ScheduleRunRow;
  schedule: ScheduleRow;
}

/** Claims due occurrences: one run row each (or none, when another runner has it), the schedule moved on. */
export async function claimDue(ctx: AppContext, now: Date): Promise<Claimed[]> {
  return ctx.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(schedules)
      .where(and(eq(schedules.status, "active"), lte(schedules.nextRunAt, now)))
      .orderBy(schedules.nextRunAt)
      .limit(BATCH)
      .for("update", { skipLocked: true });
    const claimed: Claimed[] = [];
    for (const s of due) {
      const occurrence = s.nextRunAt!;
      const [run] = await tx
        .insert(scheduleRuns)
        .values({
          scheduleId: s.id,
          userId: s.userId,
          kind: "run",
          occurrenceAt: occurrence,
          requestId: runRequestId(s.id, occurrence),
          outcome: "running",
          amountKobo: s.amountKobo,
          claimedAt: now,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning();
      const runsCount = s.runsCount + (run ? 1 : 0);
      const next = nextOccurrence(timingOf(s), occurrence, runsCount);
      await tx
        .update(schedules)
        .set({ nextRunAt: next, runsCount, status: next ? "active" : "completed", updatedAt: now })
        .where(eq(schedules.id, s.id));
      if (run) claimed.push({ run, schedule: s });
    }
    return claimed;
  });
}

/** Runs a runner abandoned mid-way (it stopped after claiming): taken on again, one runner each. */
async function claimAbandoned(ctx: AppContext, now: Date): Promise<Claimed[]> {
  return ctx.db.transaction(async (tx) => {
    const stale = await tx
      .select()
      .from(scheduleRuns)
      .where(
        and(
          eq(scheduleRuns.outcome, "running"),
          lt(scheduleRuns.claimedAt, new Date(now.getTime() - CLAIM_TIMEOUT_MS)),
        ),
      )
      .limit(BATCH)
      .for("update", { skipLocked: true });
    const claimed: Claimed[] = [];
    for (const run of stale) {
      await tx.update(scheduleRuns).set({ claimedAt: now }).where(eq(scheduleRuns.id, run.id));
      const [schedule] = await tx.select().from(schedules).where(eq(schedules.id, run.scheduleId));
      claimed.push({ run: { ...run, claimedAt: now }, schedule });
    }
    return claimed;
  });
}

interface Settled {
  outcome: Exclude<ScheduleRunOutcome, "running">;
  message: string;
  transactionId: string | null;
}

/**
 * The schedule's label as the purchase a run just made names it (labelOf on its details), saved
 * when it differs: a schedule saved before the product named networks, plans and discos its own
 * way (with VTpass's labels) takes the customer's names at its next run.
 */
async function labelFromPurchase(ctx: AppContext, schedule: ScheduleRow, details: unknown): Promise<string> {
  const label = labelOf({ service: schedule.service, details: (details ?? {}) as Record<string, unknown> });
  if (label !== schedule.label) await ctx.db.update(schedules).set({ label }).where(eq(schedules.id, schedule.id));
  return label;
}

/** Pays a claimed run and says how it ended; an error the engine could not classify leaves it running. */
async function pay(ctx: AppContext, { run, schedule }: Claimed, log?: Log): Promise<Settled | null> {
  try {
    const result = await payScheduled(ctx, schedule.userId, schedule.service, schedule.purchase, run.requestId!, log);
    const id = result.row.id;
    const amount = formatKobo(result.row.amount);
    const label = await labelFromPurchase(ctx, schedule, result.row.details);
    if (result.row.status === "failed")
      return {
        outcome: "failed",
        message: `${label}: the purchase failed and ${amount} was refunded.`,
        transactionId: id,
      };
    if (result.row.status === "pending")
      return { outcome: "pending", message: `${label}: ${amount} paid, delivery in progress.`, transactionId: id };
    return { outcome: "done", message: `${label}: ${amount} paid.`, transactionId: id };
  } catch (err) {
    if (err instanceof AppError) {
      // Nothing was debited (the engine refuses before the debit): the run is skipped, not retried.
      const why = err.code === ERROR_CODES.insufficientBalance ? SCHEDULE_MSG.insufficientSkip : err.message;
      return { outcome: "skipped", message: `${schedule.label}: ${why}`, transactionId: null };
    }
    log?.error({ err, run: run.id }, "scheduled run failed; it will be taken on again");
    return null;
  }
}

const noticeEvent: Record<Settled["outcome"], ScheduleNoticeEvent> = {
  done: "done",
  pending: "done",
  failed: "failed",
  skipped: "skipped",
  reminded: "reminder",
};

/**
 * The one place a run row gets its outcome and its customer notice (scheduleNotice), with the
 * schedule's count of runs in a row that paid nothing: three pause it.
 */
async function settleRun(ctx: AppContext, tx: Tx, run: ScheduleRunRow, s: Settled, now: Date): Promise<boolean> {
  const [updated] = await tx
    .update(scheduleRuns)
    .set({ outcome: s.outcome, message: s.message, transactionId: s.transactionId, finishedAt: now })
    .where(and(eq(scheduleRuns.id, run.id), eq(scheduleRuns.outcome, run.outcome)))
    .returning({ id: scheduleRuns.id });
  if (!updated) return false;
  let text = s.message;
  let event = noticeEvent[s.outcome];
  if (run.kind === "run") {
    const missed = s.outcome === "skipped" || s.outcome === "failed";
    const [sch] = await tx
      .update(schedules)
      .set({ consecutiveSkips: missed ? sql`${schedules.consecutiveSkips} + 1` : 0, updatedAt: now })
      .where(eq(schedules.id, run.scheduleId))
      .returning();
    if (missed && sch.consecutiveSkips >= MAX_SKIPS_IN_A_ROW && sch.status === "active") {
      await tx
        .update(schedules)
        .set({ status: "paused", pausedBy: "system", pauseReason: SCHEDULE_MSG.pausedAfterSkips })
        .where(eq(schedules.id, sch.id));
      text = `${text} ${SCHEDULE_MSG.pausedAfterSkips}`;
      event = "paused";
    }
  }
  await scheduleNotice(
    tx,
    {
      runId: run.id,
      userId: run.userId,
      scheduleId: run.scheduleId,
      event,
      text,
      transactionId: s.transactionId,
    },
    now,
  );
  return true;
}

export async function runClaimed(ctx: AppContext, c: Claimed, log?: Log): Promise<void> {
  const settled = await pay(ctx, c, log);
  if (!settled) return;
  await ctx.db.transaction((tx) => settleRun(ctx, tx, c.run, settled, ctx.now()));
}

/**
 * Reminds the customer, once per occurrence, of a run within the next 24 hours whose amount is
 * more than the wallet holds now (the unique reminder row decides who sends it).
 */
async function remind(ctx: AppContext, now: Date): Promise<number> {
  const soon = await ctx.db
    .select()
    .from(schedules)
    .where(
      and(
        eq(schedules.status, "active"),
        gt(schedules.nextRunAt, now),
        lte(schedules.nextRunAt, new Date(now.getTime() + REMINDER_AHEAD_MS)),
        sql`not exists (select 1 from ${scheduleRuns} r where r.schedule_id = ${schedules.id} and r.kind = 'reminder' and r.occurrence_at = ${schedules.nextRunAt})`,
      ),
    )
    .limit(RUN_LIMIT);
  let sent = 0;
  for (const s of soon) {
    const balance = await walletBalanceKobo(ctx.db, s.userId);
    if (s.amountKobo <= balance) continue;
    const occurrence = s.nextRunAt!;
    const done = await ctx.db.transaction(async (tx) => {
      const [run] = await tx
        .insert(scheduleRuns)
        .values({
          scheduleId: s.id,
          userId: s.userId,
          kind: "reminder",
          occurrenceAt: occurrence,
          outcome: "running",
          amountKobo: s.amountKobo,
          claimedAt: now,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!run) return false;
      const message = `${s.label}: ${formatKobo(s.amountKobo)} is due within 24 hours and your balance is ${formatKobo(balance)}. Fund your wallet so it is not skipped.`;
      return settleRun(ctx, tx, run, { outcome: "reminded", message, transactionId: null }, now);
    });
    if (done) sent++;
  }
  return sent;
}

/** One pass of the job: reminders, runs abandoned by a stopped runner, then the due occurrences. */
export async function runSchedules(ctx: AppContext, log?: Log): Promise<{ runs: number; reminders: number }> {
  const reminders = await remind(ctx, ctx.now());
  let runs = 0;
  for (const c of await claimAbandoned(ctx, ctx.now())) {
    await runClaimed(ctx, c, log);
    runs++;
  }
  while (runs < RUN_LIMIT) {
    const claimed = await claimDue(ctx, ctx.now());
    if (claimed.length === 0) break;
    for (const c of claimed) {
      await runClaimed(ctx, c, log);
      runs++;
    }
  }
  return { runs, reminders };
}

export const scheduledPurchasesJob: Job = {
  name: "scheduled-purchases",
  run: async (ctx, log) => {
    await runSchedules(ctx, log);
  },
};
