import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { transactions } from "./wallet";

export const CASE_KINDS = ["deposit_claim", "purchase_dispute"] as const;
export type CaseKind = (typeof CASE_KINDS)[number];
export const CASE_STATUSES = ["open", "waiting_on_provider", "resolved", "rejected"] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/**
 * A customer's missing-deposit claim or purchase dispute. Most settle themselves at once (the
 * provider's own record decides: status resolved); the rest stay open for the admin's cases queue.
 */
export const customerCases = pgTable(
  "customer_cases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: CASE_KINDS }).notNull(),
    status: text("status", { enum: CASE_STATUSES }).notNull(),
    /** Claim: the amount the customer says they sent. Dispute: the purchase's amount. */
    amountKobo: bigint("amount_kobo", { mode: "number" }).notNull(),
    /** Claim: the Lagos day the customer says they sent it (YYYY-MM-DD). */
    sentOn: text("sent_on"),
    /** Claim: the bank's session id or reference the customer gave, if any. */
    customerReference: text("customer_reference"),
    /** Dispute: the purchase. Claim: the funding row that credited it, once credited. */
    transactionId: uuid("transaction_id").references(() => transactions.id, { onDelete: "restrict" }),
    /** Claim: Monnify's transactionReference of the transfer it matched. */
    providerReference: text("provider_reference"),
    /** How it ended or why it is open, in the customer's words. */
    outcome: text("outcome").notNull(),
    /** The admin's reply (the customer sees it and gets it by email). */
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    /** The admins' own notes (never shown to the customer). */
    notes: text("notes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    index("customer_cases_user_created_idx").on(t.userId, t.createdAt.desc()),
    index("customer_cases_status_created_idx").on(t.status, t.createdAt),
    index("customer_cases_transaction_idx").on(t.transactionId),
    // One live dispute per purchase: a second "I did not receive it" finds the case already open.
    uniqueIndex("customer_cases_live_dispute_unique")
      .on(t.transactionId)
      .where(sql`${t.kind} = 'purchase_dispute' AND ${t.status} IN ('open', 'waiting_on_provider')`),
    check("customer_cases_amount_positive", sql`${t.amountKobo} > 0`),
  ],
);
