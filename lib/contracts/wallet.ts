import { z } from "zod";
import { paginationResponse, successStatus } from "./common";

/** Answers of the wallet domain: the customer's history and the virtual account. */

/**
 * none: no account yet, the customer is asked for a BVN or NIN (Monnify needs one to reserve it);
 * pending: reserving with the BVN/NIN given, Monnify has not answered for good (retried);
 * active: the account number is there; failed: see virtual_account_failure and the reason.
 */
export const VIRTUAL_ACCOUNT_STATUSES = ["none", "pending", "active", "failed"] as const;
export const virtualAccountStatus = z.enum(VIRTUAL_ACCOUNT_STATUSES);
export type VirtualAccountStatus = z.infer<typeof virtualAccountStatus>;

/** refused: Monnify did not accept the BVN/NIN (the customer gives it again); unreachable: retries ran out. */
export const VIRTUAL_ACCOUNT_FAILURES = ["refused", "unreachable"] as const;
export const virtualAccountFailure = z.enum(VIRTUAL_ACCOUNT_FAILURES);
export type VirtualAccountFailure = z.infer<typeof virtualAccountFailure>;

/** The virtual account as every answer gives it (GET /api/user, account refresh, KYC submit). */
export const virtualAccountState = z.object({
  account_number: z.string().nullable(),
  bank_name: z.string().nullable(),
  account_name: z.string().nullable(),
  virtual_account_status: virtualAccountStatus,
  /** failed: why, in words for the customer (a BVN/NIN in it is masked). */
  virtual_account_reason: z.string().nullable(),
  virtual_account_failure: virtualAccountFailure.nullable(),
  /** pending: when the next automatic attempt is due (ISO 8601). */
  virtual_account_retry_at: z.string().nullable(),
});
export type VirtualAccountState = z.infer<typeof virtualAccountState>;

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
export const accountRefreshResponse = virtualAccountState.extend({ status: successStatus, message: z.string() });
export type AccountRefreshResponse = z.infer<typeof accountRefreshResponse>;
