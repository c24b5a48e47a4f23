import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { NOTIFICATION_CHANNELS, NOTIFICATION_TYPES } from "../../../lib/contracts/notifications";
import { users } from "./accounts";

/**
 * The notification outbox (server/notifications/). A row is written in the database transaction of
 * the event that causes it (a credit, a settled purchase, a PIN lock...), once per event
 * (`event_key` unique). `in_app` says whether the bell and /notifications show it (the
 * customer's preference when it was written).
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: NOTIFICATION_TYPES }).notNull(),
    /** One notification per event: "funding_credited:<transaction id>", ... */
    eventKey: text("event_key").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** A web page it opens (relative path), or null. */
    link: text("link"),
    /** What the email of the type needs beyond title and body (a transaction id, amounts...). */
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    inApp: boolean("in_app").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("notifications_event_key_unique").on(t.eventKey),
    index("notifications_user_created_idx").on(t.userId, t.createdAt),
  ],
);

export const NOTIFICATION_DELIVERY_STATUSES = ["pending", "sending", "sent", "failed"] as const;
export const DELIVERY_CHANNELS = ["email", "push"] as const satisfies readonly (typeof NOTIFICATION_CHANNELS)[number][];

/**
 * One row per notification and outside channel (email, push) the customer wants: the delivery job
 * claims a row (pending, or sending abandoned past the claim timeout) with FOR UPDATE SKIP LOCKED
 * and a conditional update, sends, and marks it sent, so of several instances one sends it.
 */
export const notificationDeliveries = pgTable(
  "notification_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    notificationId: uuid("notification_id")
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: DELIVERY_CHANNELS }).notNull(),
    status: text("status", { enum: NOTIFICATION_DELIVERY_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** Pending rows are due from then on (a failed send waits before its retry). */
    dueAt: timestamp("due_at", { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
  },
  (t) => [
    uniqueIndex("notification_deliveries_unique").on(t.notificationId, t.channel),
    index("notification_deliveries_due_idx").on(t.status, t.dueAt),
  ],
);

/** A customer's switches that differ from the default (every channel on). */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: NOTIFICATION_TYPES }).notNull(),
    channel: text("channel", { enum: NOTIFICATION_CHANNELS }).notNull(),
    enabled: boolean("enabled").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type, t.channel] })],
);

/** The customer's low-balance alert: a debit that takes the wallet from at least this to under it notifies. */
export const lowBalanceThresholds = pgTable("low_balance_thresholds", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  thresholdKobo: bigint("threshold_kobo", { mode: "number" }).notNull(),
});

/** A browser's web-push subscription (the installed app's service worker), one row per endpoint. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_unique").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
  ],
);
