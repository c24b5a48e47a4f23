import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import {
  SCHEDULE_FREQUENCIES,
  SCHEDULE_KINDS,
  SCHEDULE_RUN_KINDS,
  SCHEDULE_RUN_OUTCOMES,
  SCHEDULE_STATUSES,
} from "../../../lib/contracts/schedules";
import { SERVICE_KEYS } from "../../../lib/purchases/service-catalog";
import { users } from "./accounts";
import { transactions } from "./wallet";

/**
 * A customer's scheduled or recurring purchase (issue 18; server/schedules/). `purchase` is the
 * service's purchase body as it was approved (without request_id and approval); every run pays it
 * through the purchase engine with a request_id made from the schedule id and the occurrence.
 * `next_run_at` is the next occurrence (null once the schedule has ended).
 */
export const schedules = pgTable(
  "schedules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: SCHEDULE_KINDS }).notNull(),
    service: text("service", { enum: SERVICE_KEYS }).notNull(),
    purchase: jsonb("purchase").$type<Record<string, unknown>>().notNull(),
    amountKobo: bigint("amount_kobo", { mode: "number" }).notNull(),
    label: text("label").notNull(),
    frequency: text("frequency", { enum: SCHEDULE_FREQUENCIES }).notNull(),
    dayOfMonth: integer("day_of_month"),
    /** The first occurrence; its Lagos time of day is every occurrence's. */
    startAt: timestamp("start_at", { withTimezone: true }).notNull(),
    /** The last moment an occurrence may fall on (the end date's Lagos day end), if any. */
    endAt: timestamp("end_at", { withTimezone: true }),
    maxRuns: integer("max_runs"),
    /** Occurrences that came (run or skipped). */
    runsCount: integer("runs_count").notNull().default(0),
    nextRunAt: timestamp("next_run_at", { withTimezone: true }),
    status: text("status", { enum: SCHEDULE_STATUSES }).notNull().default("active"),
    consecutiveSkips: integer("consecutive_skips").notNull().default(0),
    pauseReason: text("pause_reason"),
    /** customer, admin or system (three skips in a row). */
    pausedBy: text("paused_by"),
    /** The creation call's request_id: the same call again answers the same schedule. */
    creationRequestId: text("creation_request_id").notNull(),
    /** A TV renewal: the purchase it renews. */
    sourceTransactionId: uuid("source_transaction_id").references(() => transactions.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("schedules_creation_unique").on(t.userId, t.creationRequestId),
    index("schedules_due_idx").on(t.status, t.nextRunAt),
    index("schedules_user_idx").on(t.userId, t.createdAt),
  ],
);

/**
 * What happened at each occurrence: the reminder a day before (when the balance was short) and
 * the run itself. Unique per schedule, kind and occurrence: of several job runners only the one
 * whose insert lands claims it, and a reminder is sent once.
 */
export const scheduleRuns = pgTable(
  "schedule_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    scheduleId: uuid("schedule_id")
      .notNull()
      .references(() => schedules.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: SCHEDULE_RUN_KINDS }).notNull(),
    occurrenceAt: timestamp("occurrence_at", { withTimezone: true }).notNull(),
    /** The purchase's request_id (runs only). */
    requestId: text("request_id"),
    outcome: text("outcome", { enum: SCHEDULE_RUN_OUTCOMES }).notNull(),
    message: text("message"),
    amountKobo: bigint("amount_kobo", { mode: "number" }).notNull(),
    transactionId: uuid("transaction_id").references(() => transactions.id),
    /** The customer-facing notice of this row (reminder, done, skipped), as scheduleNotice recorded it. */
    notice: text("notice"),
    noticeAt: timestamp("notice_at", { withTimezone: true }),
    /** When a runner last took the run on: a "running" row older than the claim timeout was abandoned. */
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("schedule_runs_occurrence_unique").on(t.scheduleId, t.kind, t.occurrenceAt),
    index("schedule_runs_schedule_idx").on(t.scheduleId, t.occurrenceAt),
    index("schedule_runs_running_idx")
      .on(t.claimedAt)
      .where(sql`${t.outcome} = 'running'`),
  ],
);
