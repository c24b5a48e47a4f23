import { bigint, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** State of the Monnify sandbox simulator (sandbox mode only). Kept in the database so it survives restarts. */
export const monnifySandboxAccounts = pgTable(
  "monnify_sandbox_accounts",
  {
    accountReference: text("account_reference").primaryKey(),
    reservationReference: text("reservation_reference").notNull(),
    contractCode: text("contract_code").notNull(),
    accountName: text("account_name").notNull(),
    currencyCode: text("currency_code").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerName: text("customer_name").notNull(),
    bvn: text("bvn"),
    nin: text("nin"),
    accountNumber: text("account_number").notNull(),
    bankCode: text("bank_code").notNull(),
    bankName: text("bank_name").notNull(),
    status: text("status").notNull().default("ACTIVE"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("monnify_sandbox_accounts_number_unique").on(t.accountNumber)],
);

export const monnifySandboxTransactions = pgTable(
  "monnify_sandbox_transactions",
  {
    transactionReference: text("transaction_reference").primaryKey(),
    paymentReference: text("payment_reference").notNull(),
    productType: text("product_type").notNull(),
    productReference: text("product_reference").notNull(),
    amountKobo: bigint("amount_kobo", { mode: "number" }).notNull(),
    /** What was due (an invoice's amount); null: the amount paid (a transfer to a reserved account). */
    totalPayableKobo: bigint("total_payable_kobo", { mode: "number" }),
    currency: text("currency").notNull(),
    paymentStatus: text("payment_status").notNull(),
    paymentMethod: text("payment_method").notNull(),
    paidOn: timestamp("paid_on", { withTimezone: true }).notNull(),
    destinationAccountNumber: text("destination_account_number").notNull(),
    destinationBankCode: text("destination_bank_code").notNull(),
    destinationBankName: text("destination_bank_name").notNull(),
    sourceAccountNumber: text("source_account_number").notNull(),
    sourceAccountName: text("source_account_name").notNull(),
    sourceBankCode: text("source_bank_code").notNull(),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    webhookAttempts: integer("webhook_attempts").notNull().default(0),
    webhookLastStatus: integer("webhook_last_status"),
    webhookLastError: text("webhook_last_error"),
  },
  (t) => [uniqueIndex("monnify_sandbox_transactions_payment_unique").on(t.paymentReference)],
);

/** Counters behind the deterministic faults (e.g. "+monnify503" fails the first create of a reference). */
export const monnifySandboxFaults = pgTable("monnify_sandbox_faults", {
  key: text("key").primaryKey(),
  count: integer("count").notNull().default(0),
});
