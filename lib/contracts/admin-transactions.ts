import { z } from "zod";
import { auditEntrySchema } from "./admin-audit";
import { PURCHASE_CHANNELS } from "../purchase-channels";
import { paginationResponse, successStatus } from "./common";

/** How a purchase was asked for; null for other rows and for purchases older than the column. */
const channelField = z.enum(PURCHASE_CHANNELS).nullable();

/** A row of the admin transactions list; money in naira. */
export const adminTransactionSchema = z.object({
  id: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  service: z.string(),
  type: z.string(),
  amount: z.number(),
  reference: z.string(),
  date: z.string(),
  status: z.string(),
  channel: channelField,
  commission: z.number(),
  cashback: z.number(),
});
export type AdminTransaction = z.infer<typeof adminTransactionSchema>;

/** GET /admin/transactions: every customer's transactions, newest first. */
export const adminTransactionsResponse = z.object({
  status: successStatus,
  transactions: z.array(adminTransactionSchema),
  pagination: paginationResponse,
});

const ledgerEntrySchema = z.object({
  journal_id: z.string(),
  journal_kind: z.string(),
  idempotency_key: z.string(),
  description: z.string(),
  account: z.string().describe("wallet (the customer's) or system:<code>"),
  amount: z.number().describe("Naira; positive credits the account, negative debits it."),
  created_at: z.string(),
});

/** One transaction with its customer, provider request and answers, ledger entries, related rows and audit trail. */
export const transactionDetailSchema = z.object({
  transaction: z.object({
    id: z.string(),
    type: z.string(),
    service: z.string(),
    amount: z.number(),
    status: z.string(),
    reference: z.string(),
    request_id: z.string().nullable(),
    provider_reference: z.string().nullable(),
    channel: channelField,
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
      payload: z.record(z.string(), z.unknown()).describe("The pay request sent (no secrets)."),
      last_outcome: z.string().nullable(),
      last_code: z.string().nullable(),
      last_reason: z.string().nullable(),
      attempts: z.number().int(),
      next_check_at: z.string().nullable(),
      created_at: z.string(),
      finalized_at: z.string().nullable(),
    })
    .nullable(),
  history: z
    .array(z.object({ status: z.string(), at: z.string(), note: z.string().nullable() }))
    .describe("What happened to it, oldest first (a purchase: placed, then delivered/failed, then reversed)."),
  ledger_entries: z.array(ledgerEntrySchema),
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
  audit: z.array(auditEntrySchema),
  actions: z.object({ can_requery: z.boolean(), can_refund: z.boolean() }),
});
export type TransactionDetail = z.infer<typeof transactionDetailSchema>;

/** GET /admin/transactions/:id. */
export const adminTransactionResponse = z.object({ status: successStatus, ...transactionDetailSchema.shape });

/** POST /admin/transactions/:id/requery and /refund: what happened, and the transaction after it. */
export const adminPurchaseActionResponse = z.object({
  status: successStatus,
  message: z.string(),
  changed: z.boolean().describe("False when there was nothing to do (a second press, or no final answer yet)."),
  transaction: transactionDetailSchema,
});

/** A purchase waiting for the provider's final answer, with its re-query state. */
export const pendingPurchaseSchema = z.object({
  id: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  service: z.string(),
  amount: z.number(),
  reference: z.string(),
  date: z.string(),
  attempts: z.number().int().describe("Automatic re-queries so far."),
  last_outcome: z.string().nullable(),
  last_reason: z.string().nullable(),
  next_check_at: z.string().nullable(),
});
export type PendingPurchase = z.infer<typeof pendingPurchaseSchema>;

/** GET /admin/pending-purchases: oldest first. */
export const adminPendingPurchasesResponse = z.object({
  status: successStatus,
  purchases: z.array(pendingPurchaseSchema),
  pagination: paginationResponse,
});

/** POST /admin/sandbox/failed-purchase (sandbox only). */
export const sandboxFailedPurchaseResponse = z.object({ status: successStatus, id: z.string(), reference: z.string() });
