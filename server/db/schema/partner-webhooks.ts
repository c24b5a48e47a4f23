import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import type { WebhookEvent } from "../../../lib/contracts/partner-webhooks";

export const WEBHOOK_MODES = ["live", "test"] as const;
export type WebhookMode = (typeof WEBHOOK_MODES)[number];

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** A customer's webhook URL, one per mode; the signing secret is encrypted at rest (DATA_ENCRYPTION_KEY). */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mode: text("mode", { enum: WEBHOOK_MODES }).notNull(),
    url: text("url").notNull(),
    /** AES-256-GCM of the signing secret (server/merchant/field-encryption.ts): it must sign, so it cannot be a hash. */
    secretEncrypted: text("secret_encrypted").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("webhook_endpoints_user_mode_unique").on(t.userId, t.mode)],
);

/**
 * One event for one endpoint (its id is the event id receivers dedupe on), written in the
 * database transaction of what it reports. `seq` orders the events of one subject (a
 * transaction): a later one is not sent while an earlier one is still pending.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    seq: bigserial("seq", { mode: "number" }).notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    eventType: text("event_type").notNull(),
    /** The transaction the event is about: deliveries of one subject go in order. */
    subjectId: uuid("subject_id").notNull(),
    /** The event as it is sent (the sender parses it with webhookEvent before signing). */
    payload: jsonb("payload").$type<WebhookEvent>().notNull(),
    status: text("status", { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    /** Retries stop after this (24 h after the event, or after a replay). */
    giveUpAt: timestamp("give_up_at", { withTimezone: true }).notNull(),
    /** The runner holding the current attempt and until when; an expired claim was abandoned (a crash). */
    claimToken: uuid("claim_token"),
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("webhook_deliveries_due_idx").on(t.status, t.nextAttemptAt),
    index("webhook_deliveries_subject_idx").on(t.endpointId, t.subjectId, t.seq),
    index("webhook_deliveries_user_idx").on(t.userId, t.seq),
  ],
);

/** Every attempt of a delivery: when, the answer's status code (or the error), the first 1 KB of the answer. */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    deliveryId: uuid("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull(),
    durationMs: integer("duration_ms").notNull(),
    statusCode: integer("status_code"),
    error: text("error"),
    responseSnippet: text("response_snippet"),
  },
  (t) => [index("webhook_attempts_delivery_idx").on(t.deliveryId, t.at)],
);
