import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";

export const STATEMENT_EMAIL_STATUSES = ["sending", "sent", "failed"] as const;
export type StatementEmailStatus = (typeof STATEMENT_EMAIL_STATUSES)[number];

/**
 * One row per customer and Lagos month whose statement is mailed: inserted (ON CONFLICT DO
 * NOTHING) before the mail is sent, so of several instances or runs only one sends it. A failed
 * send stays here to be retried; a sent one is never sent again.
 */
export const statementEmails = pgTable(
  "statement_emails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The Lagos month the statement covers (YYYY-MM). */
    month: text("month").notNull(),
    status: text("status", { enum: STATEMENT_EMAIL_STATUSES }).notNull(),
    attempts: integer("attempts").notNull().default(1),
    /** When the current attempt was claimed: a "sending" row older than the claim timeout was abandoned. */
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull(),
    /** A failed row is retried from then on. */
    retryAt: timestamp("retry_at", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("statement_emails_user_month_unique").on(t.userId, t.month),
    index("statement_emails_status_idx").on(t.status, t.retryAt),
  ],
);
