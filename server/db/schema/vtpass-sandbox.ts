import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** The VTpass sandbox simulator's own record of what it was asked to pay (sandbox only). */
export const vtpassSandboxTransactions = pgTable(
  "vtpass_sandbox_transactions",
  {
    requestId: text("request_id").primaryKey(),
    serviceId: text("service_id").notNull(),
    scenario: text("scenario").notNull(),
    /** initiated | pending | delivered | reversed | failed */
    status: text("status").notNull(),
    code: text("code").notNull(),
    requeryCount: integer("requery_count").notNull().default(0),
    /** The pay answer as VTpass shapes it, kept current as the status moves. */
    answer: jsonb("answer").$type<Record<string, unknown>>().notNull(),
    totalAmountKobo: integer("total_amount_kobo").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    finalizedAt: timestamp("finalized_at", { withTimezone: true }),
    callbackSentAt: timestamp("callback_sent_at", { withTimezone: true }),
  },
  (t) => [index("vtpass_sandbox_tx_status_idx").on(t.status)],
);
