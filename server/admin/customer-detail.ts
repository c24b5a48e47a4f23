import { and, count, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { z } from "zod";
import { kycSubmissions, transactions, virtualAccounts } from "../db/schema";
import type { Db } from "../db/client";
import { koboToNaira } from "../../lib/money";
import { UNSPENT_PURCHASE_STATUSES } from "../wallet/wallet-summary";
import { adminCustomerSchema, customerById } from "./customers-list";

export const customerDetailSchema = z.object({
  customer: adminCustomerSchema,
  kyc: z
    .object({
      status: z.string(),
      id_type: z.string(),
      id_number_last4: z.string().describe("Only the last 4 digits; the number is stored encrypted."),
      full_name: z.string(),
      failure_reason: z.string().nullable(),
      submitted_at: z.string(),
    })
    .nullable()
    .describe("The latest KYC submission, if any."),
  virtual_account: z
    .object({
      account_number: z.string().nullable(),
      bank_name: z.string().nullable(),
      account_name: z.string().nullable(),
      status: z.string(),
    })
    .nullable(),
  totals: z.object({
    transactions: z.number().int(),
    purchases: z.number().int(),
    pending_purchases: z.number().int(),
    amount_spent: z.number().describe("Naira of purchases that kept their money."),
    cashback: z.number(),
  }),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

/** One customer's profile, KYC, reserved account and totals (history: /admin/transactions?customer_id=). */
export async function customerDetail(db: Db, id: string): Promise<CustomerDetail | null> {
  const customer = await customerById(db, id);
  if (!customer) return null;
  const kept = notInArray(transactions.status, UNSPENT_PURCHASE_STATUSES);
  const [[kyc], [va], [totals]] = await Promise.all([
    db
      .select()
      .from(kycSubmissions)
      .where(eq(kycSubmissions.userId, id))
      .orderBy(desc(kycSubmissions.createdAt))
      .limit(1),
    db.select().from(virtualAccounts).where(eq(virtualAccounts.userId, id)),
    db
      .select({
        all: count(),
        purchases: sql<string>`COUNT(*) FILTER (WHERE ${eq(transactions.type, "purchase")})`,
        pending: sql<string>`COUNT(*) FILTER (WHERE ${and(eq(transactions.type, "purchase"), eq(transactions.status, "pending"))})`,
        spent: sql<string>`COALESCE(SUM(${transactions.amount}) FILTER (WHERE ${and(eq(transactions.type, "purchase"), kept)}), 0)`,
        cashback: sql<string>`COALESCE(SUM(${transactions.amount}) FILTER (WHERE ${and(inArray(transactions.type, ["cashback"]), kept)}), 0)`,
      })
      .from(transactions)
      .where(eq(transactions.userId, id)),
  ]);
  return {
    customer,
    kyc: kyc
      ? {
          status: kyc.status,
          id_type: kyc.idType,
          id_number_last4: kyc.idNumberLast4,
          full_name: kyc.fullName,
          failure_reason: kyc.failureReason,
          submitted_at: kyc.createdAt.toISOString(),
        }
      : null,
    virtual_account: va
      ? { account_number: va.accountNumber, bank_name: va.bankName, account_name: va.accountName, status: va.status }
      : null,
    totals: {
      transactions: Number(totals.all),
      purchases: Number(totals.purchases),
      pending_purchases: Number(totals.pending),
      amount_spent: koboToNaira(Number(totals.spent)),
      cashback: koboToNaira(Number(totals.cashback)),
    },
  };
}
