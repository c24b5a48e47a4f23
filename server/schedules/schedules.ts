import { and, count, desc, eq, inArray, notInArray } from "drizzle-orm";
import {
  lagosDayEnd,
  lagosLocalToDate,
  MAX_LIVE_SCHEDULES,
  LIVE_SCHEDULE_STATUSES,
  ENDED_SCHEDULES_SHOWN,
  SCHEDULE_MSG,
  SCHEDULE_START_MAX_DAYS,
  type ScheduleRunView,
  type ScheduleView,
} from "../../lib/contracts/schedules";
import type { z } from "zod";
import type { createScheduleSchema, editScheduleSchema } from "../../lib/contracts/schedules";
import { koboToNaira, nairaToKobo } from "../../lib/money";
import type { Log } from "../accounts/logger";
import { scheduleRuns, schedules, users } from "../db/schema";
import type { AppContext } from "../http/context";
import { AppError, conflict, notFound, validationFailed } from "../http/errors";
import { fingerprintOf } from "../purchases/engine";
import { approveDebit } from "../security/debit-approval";
import { DAY_MS } from "../wallet/lagos-day";
import type { Tx } from "../wallet/ledger";
import { firstOccurrence, occurrenceFrom, type Timing } from "./occurrences";
import { labelOf, orderFor, parsePurchase, VARIABLE_AMOUNT } from "./scheduled-purchase";

export type ScheduleRow = typeof schedules.$inferSelect;
export type ScheduleRunRow = typeof scheduleRuns.$inferSelect;
export type CreateSchedule = z.output<typeof createScheduleSchema>;
export type EditSchedule = z.output<typeof editScheduleSchema>;

export const timingOf = (
  s: Pick<ScheduleRow, "frequency" | "startAt" | "dayOfMonth" | "endAt" | "maxRuns">,
): Timing => ({
  frequency: s.frequency,
  startAt: s.startAt,
  dayOfMonth: s.dayOfMonth,
  endAt: s.endAt,
  maxRuns: s.maxRuns,
});

const isUniqueViolation = (err: unknown): boolean => {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === "23505") return true;
  return false;
};

async function byCreationRequest(ctx: AppContext, userId: string, requestId: string) {
  const [row] = await ctx.db
    .select()
    .from(schedules)
    .where(and(eq(schedules.userId, userId), eq(schedules.creationRequestId, requestId)));
  return row ?? null;
}

export interface NewSchedule {
  kind: ScheduleRow["kind"];
  service: ScheduleRow["service"];
  purchase: Record<string, unknown>;
  timing: Timing;
  requestId: string;
  pin?: string;
  passkey?: CreateSchedule["passkey"];
  sourceTransactionId?: string;
}

/**
 * Makes a schedule once per creation request_id: checks the purchase as its purchase call would
 * (schema, then price and recipient), asks the owner's approval once (PIN or passkey, for the
 * amount each run takes), and saves it. Nothing is saved on any refusal.
 */
export async function createSchedule(
  ctx: AppContext,
  userId: string,
  s: NewSchedule,
  log?: Log,
): Promise<{ row: ScheduleRow; created: boolean }> {
  const earlier = await byCreationRequest(ctx, userId, s.requestId);
  if (earlier) return { row: sameCreation(earlier, s), created: false };
  const now = ctx.now();
  // A renewal follows its purchase's calendar from now on; a customer's schedule must start in the future.
  const first =
    s.kind === "tv_renewal" ? occurrenceFrom(s.timing, new Date(now.getTime() + 1), 0) : firstOccurrence(s.timing);
  if (!first || (s.kind === "schedule" && s.timing.startAt <= now) || first <= now)
    throw validationFailed({ start_at: [SCHEDULE_MSG.startInPast] });
  if (s.kind === "schedule" && s.timing.startAt.getTime() > now.getTime() + SCHEDULE_START_MAX_DAYS * DAY_MS)
    throw validationFailed({ start_at: [SCHEDULE_MSG.startTooFar] });
  if (s.timing.endAt && first > s.timing.endAt) throw validationFailed({ end_date: [SCHEDULE_MSG.endBeforeStart] });
  const purchase = parsePurchase(s.service, s.purchase, s.requestId);
  const order = await orderFor(ctx, s.service, purchase, s.requestId);
  await approveDebit(
    ctx,
    userId,
    { pin: s.pin, passkey: s.passkey, requestId: s.requestId, amountKobo: async () => order.amountKobo },
    log,
  );
  try {
    return await ctx.db.transaction(async (tx) => {
      // The customer's row is locked while the live schedules are counted, so creations at once
      // (on any instance) cannot pass the limit together.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
      const [{ live }] = await tx
        .select({ live: count() })
        .from(schedules)
        .where(and(eq(schedules.userId, userId), inArray(schedules.status, [...LIVE_SCHEDULE_STATUSES])));
      if (Number(live) >= MAX_LIVE_SCHEDULES) throw conflict(SCHEDULE_MSG.tooMany);
      const [row] = await tx
        .insert(schedules)
        .values({
          userId,
          kind: s.kind,
          service: s.service,
          purchase: keptFields(s.purchase),
          amountKobo: order.amountKobo,
          label: labelOf(order),
          frequency: s.timing.frequency,
          dayOfMonth: s.timing.frequency === "monthly" ? (s.timing.dayOfMonth ?? null) : null,
          startAt: s.timing.startAt,
          endAt: s.timing.endAt,
          maxRuns: s.timing.maxRuns,
          nextRunAt: first,
          creationRequestId: s.requestId,
          sourceTransactionId: s.sourceTransactionId ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return { row, created: true };
    });
  } catch (err) {
    // A twin of this creation call got there first: it is the same schedule.
    if (isUniqueViolation(err)) {
      const twin = await byCreationRequest(ctx, userId, s.requestId);
      if (twin) return { row: sameCreation(twin, s), created: false };
    }
    throw err;
  }
}

const timeOf = (d: Date | null) => (d ? d.getTime() : null);

/**
 * The schedule an earlier creation call with this request_id made, when this call asks for the
 * same one (a retry); a different schedule under a used request_id is 409, as a purchase's is,
 * never the earlier schedule answered as if it were the one asked for.
 */
function sameCreation(row: ScheduleRow, s: NewSchedule): ScheduleRow {
  const same =
    row.kind === s.kind &&
    // The stored purchase (jsonb keeps no key order) against the one asked for, as a purchase's retry is compared.
    fingerprintOf(row.service, row.purchase) === fingerprintOf(s.service, s.purchase) &&
    row.frequency === s.timing.frequency &&
    row.dayOfMonth === (s.timing.frequency === "monthly" ? (s.timing.dayOfMonth ?? null) : null) &&
    timeOf(row.startAt) === timeOf(s.timing.startAt) &&
    timeOf(row.endAt) === timeOf(s.timing.endAt) &&
    row.maxRuns === s.timing.maxRuns &&
    row.sourceTransactionId === (s.sourceTransactionId ?? null);
  if (!same) throw conflict(SCHEDULE_MSG.requestIdReused);
  return row;
}

function keptFields(purchase: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(purchase).filter(([k, v]) => v !== undefined && !["request_id", "pin", "passkey"].includes(k)),
  );
}

/** The timing of a creation body, in instants. */
export function timingFromBody(
  b: Pick<CreateSchedule, "frequency" | "start_at" | "day_of_month" | "end_date" | "count">,
): Timing {
  return {
    frequency: b.frequency,
    startAt: lagosLocalToDate(b.start_at)!,
    dayOfMonth: b.frequency === "monthly" ? (b.day_of_month ?? null) : null,
    endAt: b.end_date ? lagosDayEnd(b.end_date) : null,
    maxRuns: b.count ?? null,
  };
}

/** A customer's own schedule, or 404 (another's id answers as a missing one). */
export async function ownSchedule(db: Tx, userId: string, id: string): Promise<ScheduleRow> {
  const [row] = await db
    .select()
    .from(schedules)
    .where(and(eq(schedules.id, id), eq(schedules.userId, userId)));
  if (!row) throw notFound(SCHEDULE_MSG.notFound);
  return row;
}

/**
 * The customer's schedules, newest first: every live one (at most MAX_LIVE_SCHEDULES) and the
 * latest ENDED_SCHEDULES_SHOWN ended ones, whose number would otherwise grow without end.
 */
export async function schedulesOf(ctx: AppContext, userId: string): Promise<ScheduleRow[]> {
  const mine = eq(schedules.userId, userId);
  const [live, ended] = await Promise.all([
    ctx.db
      .select()
      .from(schedules)
      .where(and(mine, inArray(schedules.status, [...LIVE_SCHEDULE_STATUSES])))
      .orderBy(desc(schedules.createdAt)),
    ctx.db
      .select()
      .from(schedules)
      .where(and(mine, notInArray(schedules.status, [...LIVE_SCHEDULE_STATUSES])))
      .orderBy(desc(schedules.createdAt))
      .limit(ENDED_SCHEDULES_SHOWN),
  ]);
  return [...live, ...ended].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

export async function runsOf(ctx: AppContext, scheduleId: string): Promise<ScheduleRunRow[]> {
  return ctx.db
    .select()
    .from(scheduleRuns)
    .where(eq(scheduleRuns.scheduleId, scheduleId))
    .orderBy(desc(scheduleRuns.occurrenceAt), desc(scheduleRuns.createdAt))
    .limit(100);
}

/** An action on the customer's schedule, under its row lock so it never races the job's claim. */
async function change(
  ctx: AppContext,
  userId: string,
  id: string,
  apply: (row: ScheduleRow, now: Date) => Partial<typeof schedules.$inferInsert>,
): Promise<ScheduleRow> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(schedules)
      .where(and(eq(schedules.id, id), eq(schedules.userId, userId)))
      .for("update");
    if (!row) throw notFound(SCHEDULE_MSG.notFound);
    const now = ctx.now();
    const [updated] = await tx
      .update(schedules)
      .set({ ...apply(row, now), updatedAt: now })
      .where(eq(schedules.id, id))
      .returning();
    return updated;
  });
}

const ended = (row: ScheduleRow) => row.status === "cancelled" || row.status === "completed";

export const pauseSchedule = (ctx: AppContext, userId: string, id: string) =>
  change(ctx, userId, id, (row) => {
    if (row.status !== "active") throw conflict(ended(row) ? SCHEDULE_MSG.finished : SCHEDULE_MSG.notActive);
    return { status: "paused", pausedBy: "customer", pauseReason: "Paused by you." };
  });

/** Resumes from the next occurrence still to come: the ones missed while paused are not made up. */
export const resumeSchedule = (ctx: AppContext, userId: string, id: string) =>
  change(ctx, userId, id, (row, now) => {
    if (row.status !== "paused") throw conflict(ended(row) ? SCHEDULE_MSG.finished : SCHEDULE_MSG.notPaused);
    const next = occurrenceFrom(timingOf(row), new Date(now.getTime() + 1), row.runsCount);
    if (!next) throw conflict(SCHEDULE_MSG.noMoreRuns);
    return { status: "active", pausedBy: null, pauseReason: null, consecutiveSkips: 0, nextRunAt: next };
  });

export const cancelSchedule = (ctx: AppContext, userId: string, id: string) =>
  change(ctx, userId, id, (row) => {
    if (ended(row)) throw conflict(SCHEDULE_MSG.finished);
    return { status: "cancelled", nextRunAt: null };
  });

/**
 * A new amount (airtime and electricity), checked by the service's own amount rules, then approved
 * with the PIN or a passkey for the new amount as the schedule itself was: every later run debits
 * it, so a session alone (a stolen cookie, a phone left signed in) must not raise it.
 */
export async function editScheduleAmount(ctx: AppContext, userId: string, id: string, edit: EditSchedule, log?: Log) {
  const row = await ownSchedule(ctx.db, userId, id);
  if (ended(row)) throw conflict(SCHEDULE_MSG.finished);
  if (!VARIABLE_AMOUNT.has(row.service)) throw validationFailed({ amount: [SCHEDULE_MSG.fixedAmount] });
  const { amount } = edit;
  const purchase = { ...row.purchase, amount };
  parsePurchase(row.service, purchase, row.creationRequestId);
  const kobo = nairaToKobo(amount);
  if (kobo === null) throw new AppError(422, SCHEDULE_MSG.fixedAmount);
  await approveDebit(
    ctx,
    userId,
    { pin: edit.pin, passkey: edit.passkey, requestId: edit.request_id, amountKobo: async () => kobo },
    log,
  );
  return change(ctx, userId, id, (current) => {
    if (ended(current)) throw conflict(SCHEDULE_MSG.finished);
    return { purchase: { ...current.purchase, amount }, amountKobo: kobo };
  });
}

const lagosDay = (d: Date) => new Date(d.getTime() + 60 * 60 * 1000).toISOString().slice(0, 10);

export function scheduleView(row: ScheduleRow): ScheduleView {
  return {
    id: row.id,
    kind: row.kind,
    service: row.service,
    label: row.label,
    amount: koboToNaira(row.amountKobo),
    frequency: row.frequency,
    day_of_month: row.dayOfMonth,
    start_at: row.startAt.toISOString(),
    next_run_at: row.status === "active" || row.status === "paused" ? (row.nextRunAt?.toISOString() ?? null) : null,
    end_date: row.endAt ? lagosDay(row.endAt) : null,
    count: row.maxRuns,
    runs_count: row.runsCount,
    status: row.status,
    pause_reason: row.pauseReason,
    skips_in_a_row: row.consecutiveSkips,
    created_at: row.createdAt.toISOString(),
  };
}

export function runView(r: ScheduleRunRow): ScheduleRunView {
  return {
    id: r.id,
    kind: r.kind,
    occurrence_at: r.occurrenceAt.toISOString(),
    outcome: r.outcome,
    message: r.notice ?? r.message,
    amount: koboToNaira(r.amountKobo),
    transaction_id: r.transactionId,
    created_at: r.createdAt.toISOString(),
  };
}
