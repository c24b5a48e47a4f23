import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { WEBHOOK_OUTCOMES } from "../../../lib/contracts/admin-webhooks";
import { users } from "./accounts";
import { kycSubmissions } from "./merchant";

export const VIRTUAL_ACCOUNT_STATUSES = ["pending", "active", "failed"] as const;
export type VirtualAccountStatus = (typeof VIRTUAL_ACCOUNT_STATUSES)[number];
/** Why a reservation failed: Monnify refused the BVN/NIN (the customer corrects it), or it could not be reached in time. */
export const RESERVATION_FAILURES = ["refused", "unreachable"] as const;
export type ReservationFailure = (typeof RESERVATION_FAILURES)[number];

/**
 * The customer's Monnify reserved account. It is reserved with the BVN or NIN of a KYC submission
 * (Monnify requires one since September 2024): pending while Monnify has not answered (a job retries),
 * active with the account number, or failed. A row without a submission (opened before this rule)
 * waits for the customer's BVN or NIN.
 */
export const virtualAccounts = pgTable(
  "virtual_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accountReference: text("account_reference").notNull(),
    reservationReference: text("reservation_reference"),
    accountNumber: text("account_number"),
    bankName: text("bank_name"),
    bankCode: text("bank_code"),
    accountName: text("account_name"),
    status: text("status", { enum: VIRTUAL_ACCOUNT_STATUSES }).notNull().default("pending"),
    /** The submission whose BVN or NIN (stored encrypted there) the account is reserved with. */
    kycSubmissionId: uuid("kyc_submission_id").references(() => kycSubmissions.id, { onDelete: "set null" }),
    failureKind: text("failure_kind", { enum: RESERVATION_FAILURES }),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    /** While an attempt is under way: no other attempt (job, refresh, submission) starts before this. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    lastError: text("last_error"),
    /** The account's place in the admin's list of virtual accounts, oldest first (schema/list-positions.ts). */
    listPosition: bigint("list_position", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("virtual_accounts_user_unique").on(t.userId),
    uniqueIndex("virtual_accounts_reference_unique").on(t.accountReference),
    index("virtual_accounts_retry_idx").on(t.status, t.nextAttemptAt),
    // The admin's list, newest first (walked backwards): a page is a seek in it.
    index("virtual_accounts_list_position_idx").on(t.listPosition),
  ],
);

// The outcome list is part of the contract (the admin webhook log filters by it).
export { WEBHOOK_OUTCOMES, type WebhookOutcome } from "../../../lib/contracts/admin-webhooks";

/**
 * Every provider webhook delivery, stored raw before anything else happens, with what became of it.
 * outcome is null only while a delivery is being processed (or if processing crashed). A delivery
 * refused for its signature keeps only the first 2 KB of its body, with the whole body's size and
 * SHA-256, and is pruned after 30 days (server/webhooks/rejected-deliveries.ts): anyone can send one.
 */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    eventType: text("event_type"),
    transactionReference: text("transaction_reference"),
    paymentReference: text("payment_reference"),
    rawBody: text("raw_body").notNull(),
    /** The body as received: its size in bytes and SHA-256 (hex); null on rows stored before they were kept. */
    bodyBytes: integer("body_bytes"),
    bodySha256: text("body_sha256"),
    /** The address the delivery came from. */
    senderAddress: text("sender_address"),
    signatureValid: boolean("signature_valid").notNull(),
    outcome: text("outcome", { enum: WEBHOOK_OUTCOMES }),
    reason: text("reason"),
    amountKobo: bigint("amount_kobo", { mode: "number" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("webhook_events_reference_idx").on(t.provider, t.transactionReference),
    index("webhook_events_created_idx").on(t.createdAt),
    // Second guard behind the ledger's idempotency key: one credited event per provider reference.
    uniqueIndex("webhook_events_credited_once")
      .on(t.provider, t.transactionReference)
      .where(sql`outcome = 'credited'`),
  ],
);
