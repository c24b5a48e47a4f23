import { z } from "zod";
import { SERVICE_KEYS } from "../purchases/service-catalog";
import { successStatus } from "./common";
import { debitPasskeyField } from "./passkey-approval";
import { debitPinField } from "./pin";
import { PURCHASE_MSG, requestIdField } from "./purchases";

/**
 * Scheduled and recurring purchases (issue 18): /api/schedules and /api/admin/schedules. The
 * purchase a schedule makes is one of the five purchase bodies, checked by the API against that
 * service's own schema (lib/contracts/purchase-requests.ts) when the schedule is made.
 * Times are Africa/Lagos wall-clock times (UTC+1 all year: Nigeria keeps no daylight saving).
 */

export const SCHEDULE_FREQUENCIES = ["once", "daily", "weekly", "monthly"] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];
export const SCHEDULE_STATUSES = ["active", "paused", "cancelled", "completed"] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];
/** A schedule the customer made from a summary, or a TV plan renewing itself. */
export const SCHEDULE_KINDS = ["schedule", "tv_renewal"] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];
export const SCHEDULE_RUN_KINDS = ["reminder", "run"] as const;
/** running: claimed, the purchase under way; done/pending/failed: the purchase's state; skipped: nothing paid. */
export const SCHEDULE_RUN_OUTCOMES = ["running", "done", "pending", "failed", "skipped", "reminded"] as const;
export type ScheduleRunOutcome = (typeof SCHEDULE_RUN_OUTCOMES)[number];

/** Three runs in a row that paid nothing pause the schedule. */
export const MAX_SKIPS_IN_A_ROW = 3;
export const SCHEDULE_COUNT_MAX = 500;
/** Schedules a customer may have active or paused at once (each run can debit, remind and mail). */
export const MAX_LIVE_SCHEDULES = 100;
/** The statuses of a live schedule: the ones MAX_LIVE_SCHEDULES counts. */
export const LIVE_SCHEDULE_STATUSES = ["active", "paused"] as const satisfies readonly ScheduleStatus[];
/** Ended schedules (cancelled, completed) the list shows, newest first: the live ones are all shown. */
export const ENDED_SCHEDULES_SHOWN = 50;
export const PAUSE_REASON_MAX = 500;

/** How far ahead a schedule's first purchase may be: a year (a later one is more likely a typo than a plan). */
export const SCHEDULE_START_MAX_DAYS = 365;

export const SCHEDULE_MSG = {
  created: "Schedule created.",
  renewalCreated: "Your plan will renew automatically.",
  paused: "Schedule paused.",
  resumed: "Schedule resumed.",
  cancelled: "Schedule cancelled.",
  amountChanged: "Amount updated.",
  notFound: "Schedule not found.",
  frequencyRequired: "Choose how often: once, daily, weekly or monthly.",
  startRequired: "Choose the date and time of the first purchase.",
  startInPast: "The date and time must be in the future.",
  startTooFar: `The first purchase must be within ${SCHEDULE_START_MAX_DAYS} days.`,
  dayOfMonth: "Day of month must be between 1 and 31.",
  dayOfMonthOnlyMonthly: "Only a monthly schedule has a day of the month.",
  endDateInvalid: "Enter the end date as YYYY-MM-DD.",
  endBeforeStart: "The end date must be on or after the first purchase.",
  countInvalid: `The number of purchases must be a whole number from 1 to ${SCHEDULE_COUNT_MAX}.`,
  endOrCount: "Choose an end date or a number of purchases, not both.",
  serviceRequired: "Choose the service to buy.",
  purchaseRequired: "The purchase details are required.",
  fixedAmount: "The amount of a plan is set by the plan: only airtime and electricity amounts can be changed.",
  notActive: "Only an active schedule can be paused.",
  notPaused: "Only a paused schedule can be resumed.",
  finished: "This schedule has ended: it can no longer change.",
  noMoreRuns: "This schedule has no purchase left to make.",
  renewalNotTv: "Only a delivered cable TV purchase can renew automatically.",
  requestIdReused: "This request_id was already used for a different schedule.",
  tooMany: `You can have at most ${MAX_LIVE_SCHEDULES} active or paused schedules. Cancel one you no longer need first.`,
  renewalExists: "This smartcard already renews automatically.",
  reasonRequired: "Give the reason for pausing (it goes in the audit log).",
  reasonTooLong: `The reason must be at most ${PAUSE_REASON_MAX} characters.`,
  insufficientSkip: "Not enough balance: this purchase was skipped.",
  pausedAfterSkips: `Paused after ${MAX_SKIPS_IN_A_ROW} purchases in a row could not be made.`,
} as const;

/** "2026-12-01T09:30", a Lagos wall-clock date and time as the date and time inputs give them. */
const LAGOS_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
export const LAGOS_OFFSET_MS = 60 * 60 * 1000;

/** The instant of a Lagos wall-clock "YYYY-MM-DDTHH:mm", or null when it names no real moment. */
export function lagosLocalToDate(text: string): Date | null {
  const m = LAGOS_LOCAL.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  const utc = Date.UTC(y, mo - 1, d, h, mi);
  const back = new Date(utc);
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59) return null;
  return new Date(utc - LAGOS_OFFSET_MS);
}

/** The last moment of a Lagos day "YYYY-MM-DD" (an end date includes its day), or null. */
export function lagosDayEnd(text: string): Date | null {
  if (!ISO_DAY.test(text)) return null;
  const start = lagosLocalToDate(`${text}T00:00`);
  return start && new Date(start.getTime() + 24 * 60 * 60 * 1000 - 1);
}

/** When and how often: the timing fields of a new schedule. */
export const scheduleTimingSchema = z
  .object({
    frequency: z.enum(SCHEDULE_FREQUENCIES, { error: SCHEDULE_MSG.frequencyRequired }),
    start_at: z
      .string({ error: SCHEDULE_MSG.startRequired })
      .trim()
      .refine((v) => lagosLocalToDate(v) !== null, SCHEDULE_MSG.startRequired)
      .describe("The first purchase, Africa/Lagos wall-clock time: YYYY-MM-DDTHH:mm."),
    day_of_month: z
      .union(
        [
          z.number(),
          z
            .string()
            .trim()
            .regex(/^-?\d+$/, SCHEDULE_MSG.dayOfMonth),
        ],
        {
          error: SCHEDULE_MSG.dayOfMonth,
        },
      )
      .transform(Number)
      .pipe(z.number().int(SCHEDULE_MSG.dayOfMonth).min(1, SCHEDULE_MSG.dayOfMonth).max(31, SCHEDULE_MSG.dayOfMonth))
      .optional()
      .nullable()
      .describe("Monthly only (default: the start's day). 29 to 31 fall back to a shorter month's last day."),
    end_date: z
      .string()
      .trim()
      .refine((v) => lagosDayEnd(v) !== null, SCHEDULE_MSG.endDateInvalid)
      .optional()
      .nullable()
      .describe("Optional last day (YYYY-MM-DD, Lagos), inclusive."),
    count: z
      .union([z.number(), z.string().trim().regex(/^\d+$/, SCHEDULE_MSG.countInvalid)], {
        error: SCHEDULE_MSG.countInvalid,
      })
      .transform(Number)
      .pipe(
        z
          .number()
          .int(SCHEDULE_MSG.countInvalid)
          .min(1, SCHEDULE_MSG.countInvalid)
          .max(SCHEDULE_COUNT_MAX, SCHEDULE_MSG.countInvalid),
      )
      .optional()
      .nullable()
      .describe("Optional number of purchases (skipped ones count)."),
  })
  .superRefine((v, ctx) => {
    if (v.day_of_month != null && v.frequency !== "monthly")
      ctx.addIssue({ code: "custom", path: ["day_of_month"], message: SCHEDULE_MSG.dayOfMonthOnlyMonthly });
    if (v.end_date && v.count != null)
      ctx.addIssue({ code: "custom", path: ["end_date"], message: SCHEDULE_MSG.endOrCount });
    const start = lagosLocalToDate(v.start_at);
    const end = v.end_date ? lagosDayEnd(v.end_date) : null;
    if (start && end && end < start)
      ctx.addIssue({ code: "custom", path: ["end_date"], message: SCHEDULE_MSG.endBeforeStart });
  });
export type ScheduleTimingInput = z.input<typeof scheduleTimingSchema>;

/** POST /api/schedules: the service, its purchase body (as the summary would pay it) and the timing, approved once. */
export const createScheduleSchema = z.intersection(
  z.object({
    service: z.enum(SERVICE_KEYS, { error: SCHEDULE_MSG.serviceRequired }),
    purchase: z
      .record(z.string(), z.unknown(), { error: SCHEDULE_MSG.purchaseRequired })
      .describe("The purchase body of the service's own purchase call, without request_id, pin and passkey."),
    request_id: requestIdField.describe("Makes the creation idempotent; a passkey approval is asked for it."),
    pin: debitPinField,
    passkey: debitPasskeyField,
  }),
  scheduleTimingSchema,
);
export type CreateScheduleInput = z.input<typeof createScheduleSchema>;

/** POST /api/schedules/tv-renewal: renew a delivered TV purchase's plan on its smartcard. */
export const tvRenewalSchema = z.object({
  transaction_id: z.string().trim().max(100),
  request_id: requestIdField,
  pin: debitPinField,
  passkey: debitPasskeyField,
});

/** PUT /api/schedules/{id}: a new amount for each run, approved again as the schedule was (PIN or passkey). */
export const editScheduleSchema = z.object({
  amount: z
    .union([z.number(), z.string().trim()], { error: PURCHASE_MSG.amountRequired })
    .describe("The new amount in naira (airtime and electricity)."),
  request_id: requestIdField.describe("Names this change; a passkey approval is asked for it and the new amount."),
  pin: debitPinField,
  passkey: debitPasskeyField,
});

export const adminPauseScheduleSchema = z.object({
  reason: z
    .string({ error: SCHEDULE_MSG.reasonRequired })
    .trim()
    .min(3, SCHEDULE_MSG.reasonRequired)
    .max(PAUSE_REASON_MAX, SCHEDULE_MSG.reasonTooLong),
});

export const scheduleView = z.object({
  id: z.string(),
  kind: z.enum(SCHEDULE_KINDS),
  service: z.enum(SERVICE_KEYS),
  /** What it buys, e.g. "MTN airtime for 08011111111". */
  label: z.string(),
  amount: z.number(),
  frequency: z.enum(SCHEDULE_FREQUENCIES),
  day_of_month: z.number().int().nullable(),
  start_at: z.string(),
  next_run_at: z.string().nullable(),
  end_date: z.string().nullable(),
  count: z.number().int().nullable(),
  runs_count: z.number().int(),
  status: z.enum(SCHEDULE_STATUSES),
  pause_reason: z.string().nullable(),
  skips_in_a_row: z.number().int(),
  created_at: z.string(),
});
export type ScheduleView = z.infer<typeof scheduleView>;

export const scheduleRunView = z.object({
  id: z.string(),
  kind: z.enum(SCHEDULE_RUN_KINDS),
  occurrence_at: z.string(),
  outcome: z.enum(SCHEDULE_RUN_OUTCOMES),
  message: z.string().nullable(),
  amount: z.number(),
  transaction_id: z.string().nullable(),
  created_at: z.string(),
});
export type ScheduleRunView = z.infer<typeof scheduleRunView>;

export const schedulesResponse = z.object({ status: successStatus, data: z.array(scheduleView) });
export const scheduleResponse = z.object({ message: z.string(), data: scheduleView });
export const scheduleDetailResponse = z.object({
  status: successStatus,
  data: scheduleView,
  runs: z.array(scheduleRunView),
});
export type ScheduleDetail = z.infer<typeof scheduleDetailResponse>;

export const adminScheduleRow = z.object({
  id: z.string(),
  customer_email: z.string(),
  service: z.enum(SERVICE_KEYS),
  label: z.string(),
  amount: z.number(),
  frequency: z.enum(SCHEDULE_FREQUENCIES),
  status: z.enum(SCHEDULE_STATUSES),
  next_run_at: z.string().nullable(),
  pause_reason: z.string().nullable(),
});
export const adminScheduleFailure = z.object({
  run_id: z.string(),
  schedule_id: z.string(),
  customer_email: z.string(),
  label: z.string(),
  outcome: z.enum(SCHEDULE_RUN_OUTCOMES),
  message: z.string().nullable(),
  occurrence_at: z.string(),
});
export const adminSchedulesResponse = z.object({
  status: successStatus,
  counts: z.object({ active: z.number(), paused: z.number(), cancelled: z.number(), completed: z.number() }),
  next_runs: z.array(adminScheduleRow),
  paused: z.array(adminScheduleRow),
  recent_failures: z.array(adminScheduleFailure),
});
export type AdminSchedules = z.infer<typeof adminSchedulesResponse>;
export const adminSchedulePausedResponse = z.object({ message: z.string(), data: adminScheduleRow });
