import type { ApiFailure, ApiResult } from "@/lib/client/api-result";
import { ERROR_CODES } from "@/lib/contracts/error-codes";
import type { ExamPin, PurchaseResponse } from "@/lib/contracts/purchases";
import type { TransactionItem } from "@/lib/contracts/wallet";
import { isSuccessStatus } from "@/lib/contracts/transaction-status";
import { purchaseErrorText } from "./error-text";
import { BUY_MSG, PURCHASE_FAILED } from "./messages";
import type { PurchaseService } from "./request-id";

/** The transaction a result view shows (spec 3, "Transaction (result view)"). */
export interface ResultTransaction {
  id: string | null;
  /** The history row, for the link to its transaction page; kept when a failure hides the id (spec 4). */
  history_id: string | null;
  service: string;
  amount: number | null;
  reference: string;
  status: string;
  date: string | null;
  phone: string | null;
  customer_name: string | null;
  customer_address: string | null;
  smartcard_number: string | null;
  meter_number: string | null;
  token: string | null;
  units: string | null;
  exam_type: string | null;
  variation: string | null;
  quantity: number | null;
  profile_id: string | null;
  pins: ExamPin[];
  cashback_amount: number;
}

/** unconfirmed: the answer never arrived; the purchase is looked up by its request id (use-unconfirmed-purchase.ts). */
export type OutcomeKind = "success" | "pending" | "failed" | "unconfirmed";

export interface PurchaseOutcome {
  kind: OutcomeKind;
  /** The server's message, or the spec's failure text. */
  message: string;
  /** Wallet balance after the purchase, when the answer carried it. */
  balance: number | null;
  transaction: ResultTransaction;
  /** A failure because the wallet did not cover the debit: the result offers to fund it. */
  insufficientBalance?: boolean;
}

/** Fields of the purchase the customer entered on its summary (see purchase-fallback.ts). */
export type EnteredDetails = Partial<
  Pick<
    ResultTransaction,
    | "date"
    | "customer_name"
    | "customer_address"
    | "smartcard_number"
    | "meter_number"
    | "exam_type"
    | "variation"
    | "quantity"
    | "profile_id"
  >
>;

/** What the page knew before paying: used where the answer is silent (and for failures). */
export interface PurchaseFallback {
  requestId: string;
  amount: number;
  phone?: string | null;
  /** The rest of what was entered, and when it was paid: a failure with no answer still shows them. */
  entered?: EnteredDetails;
}

type Body = Record<string, unknown>;

// Readers of the free-form details a history row spreads at its top level (lib/contracts/wallet.ts).
const str = (v: unknown): string | null =>
  typeof v === "string" && v.trim() !== "" ? v : typeof v === "number" ? String(v) : null;
const num = (v: unknown): number | null => {
  const n = typeof v === "string" && v.trim() !== "" ? Number(v) : v;
  return typeof n === "number" && Number.isFinite(n) ? n : null;
};
const obj = (v: unknown): Body | null => (v && typeof v === "object" && !Array.isArray(v) ? (v as Body) : null);

/** Services whose answers also count 'delivered' and code '000' as success (spec 4). */
const DELIVERED_COUNTS: readonly PurchaseService[] = ["airtime", "electricity", "paytv", "exam"];

/** Spec 4: success on status success; for airtime, electricity, PayTV and exam pins also on delivered or code 000. */
export function isSuccessAnswer(service: PurchaseService, answer: { status?: string; code?: string }): boolean {
  const status = str(answer.status)?.toLowerCase();
  if (status === "success") return true;
  if (!DELIVERED_COUNTS.includes(service)) return false;
  return status === "delivered" || str(answer.code) === "000";
}

/** Spec 4: 'Download Receipt' only for delivered or successful, compared case-insensitively. */
export function canDownloadReceipt(status: string | null | undefined): boolean {
  const s = (status ?? "").trim().toLowerCase();
  return s === "delivered" || s === "successful";
}

function pinsOf(v: unknown): ExamPin[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((p) => {
    const o = obj(p);
    const pin = str(o?.pin ?? o?.Pin);
    return pin ? [{ serial: str(o?.serial ?? o?.Serial), pin }] : [];
  });
}

/** The purchase answer's transaction as the result view shows it. */
function answerTransaction(answer: PurchaseResponse, fallback: PurchaseFallback, status: string): ResultTransaction {
  const tx = answer.transaction;
  const meter = tx.meter_details;
  return {
    id: tx.id,
    history_id: tx.id,
    service: tx.service,
    amount: tx.amount,
    reference: str(answer.transaction_reference) ?? str(tx.reference) ?? fallback.requestId,
    status,
    date: str(tx.date) ?? str(answer.transaction_date),
    phone: str(tx.phone) ?? fallback.phone ?? null,
    customer_name: str(tx.customer_name) ?? str(answer.customer_name) ?? str(meter?.Customer_Name),
    customer_address: str(meter?.Address),
    smartcard_number: str(tx.smartcard_number) ?? str(answer.smartcard_number),
    meter_number: str(tx.meter_number) ?? str(meter?.Meter_Number),
    token: str(tx.token) ?? str(answer.token),
    units: str(tx.units),
    exam_type: str(tx.exam_type),
    variation: str(tx.variation),
    quantity: tx.quantity,
    profile_id: str(tx.profile_id),
    pins: tx.pins,
    cashback_amount: tx.cashback_amount,
  };
}

/** What is known of a purchase without a readable answer: the request as the page sent it. */
function requestedTransaction(fallback: PurchaseFallback): ResultTransaction {
  return {
    id: null,
    history_id: null,
    service: "",
    amount: fallback.amount,
    reference: fallback.requestId,
    status: "failed",
    date: null,
    phone: fallback.phone ?? null,
    customer_name: null,
    customer_address: null,
    smartcard_number: null,
    meter_number: null,
    token: null,
    units: null,
    exam_type: null,
    variation: null,
    quantity: null,
    profile_id: null,
    pins: [],
    cashback_amount: 0,
    ...fallback.entered,
  };
}

// Spec 4: a failure is shown with no id, but still with its reference.
const failed = (transaction: ResultTransaction, message: string, balance: number | null): PurchaseOutcome => ({
  kind: "failed",
  message,
  balance,
  transaction: { ...transaction, status: "failed", id: null },
});

/** The API's refusal at the debit (server/purchases/engine.ts): 400 with its code. */
function refusedForBalance(res: ApiFailure): boolean {
  return res.status === 400 && res.data.code === ERROR_CODES.insufficientBalance;
}

/**
 * The outcome of a purchase call (spec 4 success rules), from its answer parsed with the purchase
 * contract. status 0 means no answer at all. A 401 is the caller's business (it goes to /login)
 * before this is asked.
 */
export function purchaseOutcome(
  service: PurchaseService,
  res: ApiResult<PurchaseResponse>,
  fallback: PurchaseFallback,
): PurchaseOutcome {
  // No answer (offline, or the web could not reach the API): it may have been paid. Said only once looked up.
  if (!res.ok && res.status === 0)
    return {
      kind: "unconfirmed",
      message: BUY_MSG.paymentUnconfirmed,
      balance: null,
      transaction: { ...requestedTransaction(fallback), status: "checking" },
    };
  if (!res.ok) {
    const message = purchaseErrorText(res.data, PURCHASE_FAILED[service]);
    return { ...failed(requestedTransaction(fallback), message, null), insufficientBalance: refusedForBalance(res) };
  }
  const answer = res.data;
  const pending = answer.status === "pending" || answer.transaction.status.toLowerCase() === "pending";
  if (isSuccessAnswer(service, answer) && !pending) {
    return {
      kind: "success",
      message: answer.message,
      balance: answer.balance,
      transaction: answerTransaction(answer, fallback, str(answer.transaction.status) ?? "delivered"),
    };
  }
  if (pending) {
    return {
      kind: "pending",
      message: answer.message,
      balance: answer.balance,
      transaction: answerTransaction(answer, fallback, "pending"),
    };
  }
  return failed(
    answerTransaction(answer, fallback, "failed"),
    str(answer.message) ?? PURCHASE_FAILED[service],
    answer.balance,
  );
}

/** A history row (GET /api/transactions/{id}) as the result view shows it; details are read from its top level. */
function itemTransaction(tx: TransactionItem, previous: ResultTransaction, status: string): ResultTransaction {
  const meter = obj(tx.meter_details);
  return {
    id: tx.id,
    history_id: tx.id,
    service: tx.service,
    amount: tx.amount,
    reference: previous.reference,
    status,
    date: str(tx.date) ?? str(tx.transaction_date),
    phone: str(tx.phone) ?? previous.phone,
    customer_name: str(tx.customer_name) ?? str(meter?.Customer_Name),
    customer_address: str(tx.customer_address) ?? str(meter?.Address),
    smartcard_number: str(tx.smartcard_number),
    meter_number: str(tx.meter_number) ?? str(meter?.Meter_Number),
    token: str(tx.token),
    units: str(tx.units),
    exam_type: str(tx.exam_type),
    variation: str(tx.variation),
    quantity: num(tx.quantity),
    profile_id: str(tx.profile_id),
    pins: pinsOf(tx.pins),
    cashback_amount: tx.cashback_amount,
  };
}

/** The purchase an unconfirmed payment's look-up did not find, checked enough times: it was not made. */
export const notPaidOutcome = (fallback: PurchaseFallback): PurchaseOutcome =>
  failed(requestedTransaction(fallback), BUY_MSG.paymentFailed, null);

/**
 * A pending purchase read again (GET /api/transactions/{id} answers { transaction }): the
 * outcome it has now. Keeps the reference and balance the first answer had.
 */
export function outcomeFromTransaction(
  service: PurchaseService,
  tx: TransactionItem,
  previous: PurchaseOutcome,
): PurchaseOutcome {
  const status = (str(tx.status) ?? "pending").toLowerCase();
  const before = previous.transaction;
  if (status === "pending") return { ...previous, transaction: itemTransaction(tx, before, "pending") };
  if (isSuccessStatus(status)) {
    return {
      kind: "success",
      message: "",
      balance: null,
      transaction: itemTransaction(tx, before, str(tx.status) ?? "delivered"),
    };
  }
  const refunded = tx.refunded === true || tx.details.refunded === true;
  return failed(
    itemTransaction(tx, before, "failed"),
    `${PURCHASE_FAILED[service]}${refunded ? " Your wallet has been refunded." : ""}`,
    null,
  );
}
