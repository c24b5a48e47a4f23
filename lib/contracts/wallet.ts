import { z } from "zod";
import { paginationResponse, successStatus } from "./common";

/** Answers of the wallet domain: the customer's history and the virtual account. */

export const VIRTUAL_ACCOUNT_STATUSES = ["none", "pending", "active", "failed"] as const;
export const virtualAccountStatus = z.enum(VIRTUAL_ACCOUNT_STATUSES);
export type VirtualAccountStatus = z.infer<typeof virtualAccountStatus>;

/**
 * A history row (spec 3, "Transaction list item"). Loose on purpose: the row's details (phone,
 * token, units, pins, customer_name, ...) are also spread at the top level, where the result views
 * read them; `details` holds them too.
 */
export const transactionItem = z.looseObject({
  id: z.string(),
  service: z.string(),
  type: z.string(),
  amount: z.number(),
  amount_kobo: z.number().int(),
  reference: z.string(),
  transaction_id: z.string().nullable(),
  request_id: z.string().nullable(),
  status: z.string(),
  date: z.string(),
  transaction_date: z.string(),
  cashback_amount: z.number(),
  details: z.record(z.string(), z.unknown()),
});
export type TransactionItem = z.infer<typeof transactionItem>;

/** GET /api/transactions: one page of history, newest first. */
export const transactionsResponse = z.object({
  status: successStatus,
  transactions: z.array(transactionItem),
  pagination: paginationResponse,
});
export type TransactionsPage = z.infer<typeof transactionsResponse>;

/** GET /api/transactions/{id}. */
export const transactionResponse = z.object({ status: successStatus, transaction: transactionItem });

/** POST /api/account/refresh: the virtual account as it stands after asking the provider again. */
export const accountRefreshResponse = z.object({
  status: successStatus,
  account_number: z.string().nullable(),
  bank_name: z.string().nullable(),
  account_name: z.string().nullable(),
  virtual_account_status: virtualAccountStatus,
  message: z.string(),
});
export type AccountRefreshResponse = z.infer<typeof accountRefreshResponse>;
