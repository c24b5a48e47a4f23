import { z } from "zod";

/** The admin answers of the product API as the web reads them (see server/admin/routes.ts); server/admin/web-contracts.test.ts parses the real answers with these. */
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
  stats: z.object({
    total_transactions: z.number(),
    total_commission: z.number(),
    today_commission: z.number(),
    virtual_accounts: z.number(),
  }),
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
export const transactionsAnswer = z.object({
  status: z.literal("success"),
  transactions: z.array(adminTransaction),
  pagination: paginationSchema,
});

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
export const customersAnswer = z.object({
  status: z.literal("success"),
  customers: z.array(adminCustomer),
  pagination: paginationSchema,
  total: z.number(),
});

export const adminVirtualAccount = z.object({
  id: z.string(),
  account_number: z.string().nullable(),
  holder_name: z.string(),
  balance: z.number(),
  status: z.string(),
  bank_name: z.string().nullable(),
});
export type AdminVirtualAccount = z.infer<typeof adminVirtualAccount>;
export const virtualAccountsAnswer = z.object({
  status: z.literal("success"),
  accounts: z.array(adminVirtualAccount),
  pagination: paginationSchema,
  total: z.number(),
});

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
export const webhookEventsAnswer = z.object({
  status: z.literal("success"),
  events: z.array(webhookEvent),
  pagination: paginationSchema,
});

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

export const WEBHOOK_OUTCOME_OPTIONS = [
  "credited",
  "duplicate",
  "rejected_signature",
  "unconfirmed",
  "unknown_account",
  "invalid",
  "ignored",
  "processing",
] as const;
export const TRANSACTION_SERVICE_OPTIONS = [
  { value: "airtime", label: "Airtime" },
  { value: "data", label: "Data" },
  { value: "electricity", label: "Electricity" },
  { value: "cabletv", label: "PayTV" },
  { value: "exam", label: "Exam pin" },
  { value: "wallet_funding", label: "Wallet funding" },
] as const;
export const CUSTOMER_STATUS_OPTIONS = [
  { value: "active", label: "Active" },
  { value: "suspended", label: "Suspended" },
  { value: "inactive", label: "Inactive" },
] as const;
export const TRANSACTION_STATUS_OPTIONS = [
  { value: "successful", label: "Successful" },
  { value: "failed", label: "Failed" },
  { value: "pending", label: "Pending" },
] as const;

// Operators' tools (server/admin/operations-routes.ts).
const seriesPoint = { volume: z.number(), purchases: z.number(), commission: z.number() };
export const statsSeriesAnswer = z.object({
  status: z.literal("success"),
  series: z.object({
    from: z.string(),
    to: z.string(),
    days: z.array(z.object({ day: z.string(), ...seriesPoint })),
    services: z.array(z.object({ service: z.string(), label: z.string(), ...seriesPoint })),
    totals: z.object(seriesPoint),
  }),
});
export type StatsSeries = z.infer<typeof statsSeriesAnswer>["series"];

export const auditEntry = z.object({
  id: z.string(),
  admin_email: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditLogAnswer = z.object({
  status: z.literal("success"),
  entries: z.array(auditEntry),
  pagination: paginationSchema,
});
export const AUDIT_ACTION_OPTIONS = [
  { value: "customer.status", label: "Customer status" },
  { value: "cashback_rate.set", label: "Cashback rate" },
  { value: "service.switch", label: "Service on/off" },
  { value: "purchase.requery", label: "Requery" },
  { value: "purchase.refund", label: "Refund" },
] as const;

export const transactionDetailAnswer = z.object({
  status: z.literal("success"),
  transaction: z.object({
    id: z.string(),
    type: z.string(),
    service: z.string(),
    amount: z.number(),
    status: z.string(),
    reference: z.string(),
    request_id: z.string().nullable(),
    provider_reference: z.string().nullable(),
    commission: z.number(),
    cashback: z.number(),
    refunded: z.boolean(),
    details: z.record(z.string(), z.unknown()),
    date: z.string(),
    updated_at: z.string(),
  }),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string(), status: z.string() }),
  provider: z
    .object({
      provider: z.string(),
      request_id: z.string(),
      payload: z.record(z.string(), z.unknown()),
      last_outcome: z.string().nullable(),
      last_code: z.string().nullable(),
      last_reason: z.string().nullable(),
      attempts: z.number(),
      next_check_at: z.string().nullable(),
      created_at: z.string(),
      finalized_at: z.string().nullable(),
    })
    .nullable(),
  ledger_entries: z.array(
    z.object({
      journal_id: z.string(),
      journal_kind: z.string(),
      idempotency_key: z.string(),
      description: z.string(),
      account: z.string(),
      amount: z.number(),
      created_at: z.string(),
    }),
  ),
  related: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      reference: z.string(),
      amount: z.number(),
      status: z.string(),
      date: z.string(),
    }),
  ),
  audit: z.array(auditEntry),
  actions: z.object({ can_requery: z.boolean(), can_refund: z.boolean() }),
});
export type TransactionDetail = z.infer<typeof transactionDetailAnswer>;

export const customerDetailAnswer = z.object({
  status: z.literal("success"),
  customer: adminCustomer.extend({ email_verified: z.boolean() }),
  kyc: z
    .object({
      status: z.string(),
      id_type: z.string(),
      id_number_last4: z.string(),
      full_name: z.string(),
      failure_reason: z.string().nullable(),
      submitted_at: z.string(),
    })
    .nullable(),
  virtual_account: z
    .object({
      account_number: z.string().nullable(),
      bank_name: z.string().nullable(),
      account_name: z.string().nullable(),
      status: z.string(),
    })
    .nullable(),
  totals: z.object({
    transactions: z.number(),
    purchases: z.number(),
    pending_purchases: z.number(),
    amount_spent: z.number(),
    cashback: z.number(),
  }),
});
export type CustomerDetail = z.infer<typeof customerDetailAnswer>;

export const pendingPurchase = z.object({
  id: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  service: z.string(),
  amount: z.number(),
  reference: z.string(),
  date: z.string(),
  attempts: z.number(),
  last_outcome: z.string().nullable(),
  last_reason: z.string().nullable(),
  next_check_at: z.string().nullable(),
});
export type PendingPurchase = z.infer<typeof pendingPurchase>;
export const pendingPurchasesAnswer = z.object({
  status: z.literal("success"),
  purchases: z.array(pendingPurchase),
  pagination: paginationSchema,
});

export const serviceSwitch = z.object({
  service: z.string(),
  label: z.string(),
  enabled: z.boolean(),
  updated_at: z.string().nullable(),
});
export type ServiceSwitch = z.infer<typeof serviceSwitch>;
export const serviceSwitchesAnswer = z.object({ status: z.literal("success"), services: z.array(serviceSwitch) });

export const providerConfigAnswer = z.object({
  status: z.literal("success"),
  config: z.object({
    mode: z.string(),
    database: z.string(),
    mail: z.string(),
    providers: z.array(
      z.object({
        name: z.string(),
        base_url: z.string(),
        simulated: z.boolean(),
        settings: z.array(z.object({ name: z.string(), value: z.string() })),
        keys: z.array(z.object({ name: z.string(), state: z.string() })),
      }),
    ),
  }),
});
export type ProviderConfig = z.infer<typeof providerConfigAnswer>["config"];

export const webhookCounts = z.object({
  received: z.number(),
  verified: z.number(),
  credited: z.number(),
  duplicate: z.number(),
  rejected: z.number(),
});
export type WebhookCounts = z.infer<typeof webhookCounts>;
export const webhookLogAnswer = webhookEventsAnswer.extend({ counts: webhookCounts });
