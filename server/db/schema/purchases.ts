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
    /** Null once the outcome is final. */
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
