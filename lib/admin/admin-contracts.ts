import { z } from "zod";

/** The admin answers of the product API as the web reads them (see server/admin/routes.ts). */
export const paginationSchema = z.object({
  total: z.number(),
  per_page: z.number(),
  current_page: z.number(),
  last_page: z.number(),
  next_page_url: z.string().nullable(),
  prev_page_url: z.string().nullable(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const adminUserAnswer = z.object({ data: z.object({ id: z.string(), name: z.string(), email: z.string() }) });

export const statsAnswer = z.object({
  status: z.literal("success"),
  stats: z.object({ total_transactions: z.number(), total_commission: z.number(), today_commission: z.number(), virtual_accounts: z.number() }),
});
export type AdminStats = z.infer<typeof statsAnswer>["stats"];

export const adminTransaction = z.object({
  id: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  service: z.string(),
  type: z.string(),
  amount: z.number(),
  reference: z.string(),
  date: z.string(),
  status: z.string(),
  commission: z.number(),
});
export type AdminTransaction = z.infer<typeof adminTransaction>;
export const transactionsAnswer = z.object({ status: z.literal("success"), transactions: z.array(adminTransaction), pagination: paginationSchema });

export const adminCustomer = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  balance: z.number(),
  status: z.string(),
  kyc_status: z.string(),
  created_at: z.string(),
});
export type AdminCustomer = z.infer<typeof adminCustomer>;
export const customersAnswer = z.object({ status: z.literal("success"), customers: z.array(adminCustomer), pagination: paginationSchema, total: z.number() });

export const adminVirtualAccount = z.object({
  id: z.string(),
  account_number: z.string().nullable(),
  holder_name: z.string(),
  balance: z.number(),
  status: z.string(),
  bank_name: z.string().nullable(),
});
export type AdminVirtualAccount = z.infer<typeof adminVirtualAccount>;
export const virtualAccountsAnswer = z.object({ status: z.literal("success"), accounts: z.array(adminVirtualAccount), pagination: paginationSchema, total: z.number() });

export const webhookEvent = z.object({
  id: z.string(),
  provider: z.string(),
  event_type: z.string().nullable(),
  transaction_reference: z.string().nullable(),
  signature_valid: z.boolean(),
  outcome: z.string().nullable(),
  reason: z.string().nullable(),
  amount: z.number().nullable(),
  customer_email: z.string().nullable(),
  received_at: z.string(),
});
export type WebhookEvent = z.infer<typeof webhookEvent>;
export const webhookEventsAnswer = z.object({ status: z.literal("success"), events: z.array(webhookEvent), pagination: paginationSchema });

export const ledgerCheckAnswer = z.object({
  status: z.literal("success"),
  report: z.object({
    ok: z.boolean(),
    accounts: z.number(),
    journals: z.number(),
    balanceMismatches: z.array(z.object({ code: z.string(), balanceKobo: z.number(), entriesSumKobo: z.number() })),
    unbalancedJournals: z.array(z.object({ idempotencyKey: z.string(), sumKobo: z.number(), entryCount: z.number() })),
    negativeAccounts: z.array(z.object({ code: z.string(), balanceKobo: z.number() })),
  }),
});
export type LedgerReport = z.infer<typeof ledgerCheckAnswer>["report"];

export const cashbackRate = z.object({
  service: z.string(),
  label: z.string(),
  rate_percent: z.number(),
  is_default: z.boolean(),
  updated_at: z.string().nullable(),
});
export type CashbackRate = z.infer<typeof cashbackRate>;
export const cashbackRatesAnswer = z.object({ status: z.literal("success"), rates: z.array(cashbackRate) });

export const WEBHOOK_OUTCOME_OPTIONS = ["credited", "duplicate", "rejected_signature", "unconfirmed", "unknown_account", "invalid", "ignored", "processing"] as const;
export const TRANSACTION_SERVICE_OPTIONS = [
  { value: "airtime", label: "Airtime" },
  { value: "data", label: "Data" },
  { value: "electricity", label: "Electricity" },
  { value: "cabletv", label: "PayTV" },
  { value: "exam", label: "Exam pin" },
  { value: "wallet_funding", label: "Wallet funding" },
] as const;
export const TRANSACTION_STATUS_OPTIONS = [
  { value: "successful", label: "Successful" },
  { value: "failed", label: "Failed" },
  { value: "pending", label: "Pending" },
] as const;
