import { bigint, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Invoices held by the Monnify sandbox simulator (sandbox mode only). */
export const monnifySandboxInvoices = pgTable("monnify_sandbox_invoices", {
  invoiceReference: text("invoice_reference").primaryKey(),
  contractCode: text("contract_code").notNull(),
  amountKobo: bigint("amount_kobo", { mode: "number" }).notNull(),
  description: text("description").notNull(),
  customerEmail: text("customer_email").notNull(),
  customerName: text("customer_name").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  redirectUrl: text("redirect_url"),
  accountNumber: text("account_number").notNull(),
  /** PENDING | PAID | OVERPAID | PARTIALLY_PAID | CANCELLED (EXPIRED is read from expiresAt) */
  status: text("status").notNull().default("PENDING"),
  transactionReference: text("transaction_reference"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});
