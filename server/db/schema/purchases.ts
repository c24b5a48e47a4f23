import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { transactions } from "./wallet";

/**
 * The provider side of each purchase (one row per purchase history row): the VTpass request_id,
 * the last outcome seen and, while the outcome is not final, when to re-query next.
 */
export const purchaseProviderRequests = pgTable(
  "purchase_provider_requests",
  {
    transactionId: uuid("transaction_id")
      .primaryKey()
      .references(() => transactions.id, { onDelete: "restrict" }),
    provider: text("provider").notNull().default("vtpass"),
    providerRequestId: text("provider_request_id").notNull(),
    /** The pay body sent to the provider (no secrets), kept for support. */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    lastOutcome: text("last_outcome"),
    lastCode: text("last_code"),
    lastReason: text("last_reason"),
    attempts: integer("attempts").notNull().default(0),
    /**
     * When VTpass first answered 015 (no such request_id) to a re-query of this purchase; null once
     * it answers anything else. "Not found" is trusted only well after this (see settle-not-found.ts).
     */
    notFoundSince: timestamp("not_found_since", { withTimezone: true }),
    /**
     * The next re-query: while the outcome is open, and after delivery a few reversal checks
     * (see purchase-settings.ts); null when nothing is left to check.
     */
    nextCheckAt: timestamp("next_check_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    finalizedAt: timestamp("finalized_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("purchase_provider_requests_request_unique").on(t.providerRequestId),
    index("purchase_provider_requests_next_check_idx").on(t.nextCheckAt),
  ],
);

/** Cashback per service in basis points (200 = 2%); a missing row uses the built-in default. */
export const cashbackRates = pgTable(
  "cashback_rates",
  {
    service: text("service").primaryKey(),
    rateBp: integer("rate_bp").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("cashback_rates_rate_range", sql`${t.rateBp} >= 0 AND ${t.rateBp} <= 10000`)],
);

/**
 * A provider telling us our own account cannot be used (VTpass 018, 021-024, 027, 028, 034, 035,
 * 087): one open row per provider and code, counted while it recurs, until an admin marks it resolved.
 */
export const providerAlerts = pgTable(
  "provider_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    code: text("code").notNull(),
    /** The provider's own words (response_description). */
    message: text("message").notNull(),
    occurrences: integer("occurrences").notNull().default(1),
    /** The purchase reference that raised it last. */
    lastReference: text("last_reference"),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedByEmail: text("resolved_by_email"),
  },
  (t) => [
    uniqueIndex("provider_alerts_open_unique")
      .on(t.provider, t.code)
      .where(sql`resolved_at IS NULL`),
    index("provider_alerts_seen_idx").on(t.lastSeenAt),
  ],
);

/**
 * A circuit breaker per provider service (server/purchases/provider-breaker.ts), shared by every
 * API instance: closed (calls go), open (new purchases refused until the cool-down ends),
 * half_open (one trial purchase let through decides). No row = closed, never tripped.
 */
export const providerBreakers = pgTable(
  "provider_breakers",
  {
    /** "vtpass:<service>" (airtime, data, electricity, paytv, exam). */
    key: text("key").primaryKey(),
    state: text("state").notNull().default("closed"),
    /** Unanswered calls (timeouts, network failures) counted since window_started_at, while closed. */
    failures: integer("failures").notNull().default(0),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }),
    /** When it last opened, and why (kept after it closes, for support). */
    openedAt: timestamp("opened_at", { withTimezone: true }),
    reason: text("reason"),
    /** When the half-open trial purchase was let through. */
    trialAt: timestamp("trial_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [check("provider_breakers_state", sql`${t.state} IN ('closed', 'open', 'half_open')`)],
);
