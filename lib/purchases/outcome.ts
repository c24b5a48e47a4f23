import { purchaseErrorText } from "./error-text";
import { BUY_MSG, PURCHASE_FAILED } from "./messages";
import type { PurchaseService } from "./request-id";

/** One exam card as the result view shows it. */
export interface ExamPinCard {
  serial: string | null;
  pin: string;
}

/** The transaction a result view shows (spec 3, "Transaction (result view)"). */
export interface ResultTransaction {
  id: string | null;
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
  pins: ExamPinCard[];
  cashback_amount: number;
}

export type OutcomeKind = "success" | "pending" | "failed";

export interface PurchaseOutcome {
  kind: OutcomeKind;
  /** The server's message, or the spec's failure text. */
  message: string;
  /** Wallet balance after the purchase, when the answer carried it. */
  balance: number | null;
  transaction: ResultTransaction;
}

/** What the page knew before paying: used where the answer is silent (and for failures). */
export interface PurchaseFallback {
  requestId: string;
  amount: number;
  phone?: string | null;
}

type Body = Record<string, unknown>;

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
export function isSuccessAnswer(service: PurchaseService, body: Body): boolean {
  const status = str(body.status)?.toLowerCase();
  if (status === "success") return true;
  if (!DELIVERED_COUNTS.includes(service)) return false;
  return status === "delivered" || str(body.code) === "000";
}

/** The product keeps an unknown provider outcome as pending; the page says so instead of guessing. */
export function isPendingAnswer(body: Body): boolean {
  const tx = answerTransaction(body);
  return str(body.status)?.toLowerCase() === "pending" || str(tx?.status)?.toLowerCase() === "pending";
}

/** Spec 3: the transaction sits at transaction or at data.transaction. */
export function answerTransaction(body: Body): Body | null {
  return obj(body.transaction) ?? obj(obj(body.data)?.transaction);
}

/** Spec 4: 'Download Receipt' only for delivered or successful, compared case-insensitively. */
export function canDownloadReceipt(status: string | null | undefined): boolean {
  const s = (status ?? "").trim().toLowerCase();
  return s === "delivered" || s === "successful";
}

function pinsOf(v: unknown): ExamPinCard[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((p) => {
    const o = obj(p);
    const pin = str(o?.pin ?? o?.Pin);
    return pin ? [{ serial: str(o?.serial ?? o?.Serial), pin }] : [];
  });
}

/** A transaction object (purchase answer or GET /api/transactions/{id}) as the result view shows it. */
export function toResultTransaction(
  tx: Body | null,
  body: Body,
  fallback: PurchaseFallback,
  status: string,
): ResultTransaction {
  const meter = obj(tx?.meter_details);
  return {
    id: str(tx?.id),
    service: str(tx?.service) ?? "",
    amount: num(tx?.amount) ?? fallback.amount,
    reference: str(body.transaction_reference) ?? str(tx?.reference) ?? fallback.requestId,
    status,
    date: str(tx?.date) ?? str(tx?.transaction_date) ?? str(body.transaction_date) ?? str(body.date),
    phone: str(tx?.phone) ?? fallback.phone ?? null,
    customer_name: str(tx?.customer_name) ?? str(body.customer_name) ?? str(meter?.Customer_Name),
    customer_address: str(tx?.customer_address) ?? str(meter?.Address),
    smartcard_number: str(tx?.smartcard_number) ?? str(body.smartcard_number),
    meter_number: str(tx?.meter_number) ?? str(meter?.Meter_Number),
    token: str(tx?.token) ?? str(body.token),
    units: str(tx?.units),
    exam_type: str(tx?.exam_type),
    variation: str(tx?.variation),
    quantity: num(tx?.quantity),
    profile_id: str(tx?.profile_id),
    pins: pinsOf(tx?.pins),
    cashback_amount: num(tx?.cashback_amount) ?? num(body.cashback_amount) ?? 0,
  };
}

function failed(body: Body, tx: Body | null, fallback: PurchaseFallback, message: string): PurchaseOutcome {
  // Spec 4: a failure is shown with no id, but still with its reference.
  return {
    kind: "failed",
    message,
    balance: num(body.balance),
    transaction: { ...toResultTransaction(tx, body, fallback, "failed"), id: null },
  };
}

/**
 * The outcome of a purchase call (spec 4 success rules). httpStatus 0 means no answer at all.
 * A 401 is the caller's business (it goes to /login) before this is asked.
 */
export function purchaseOutcome(
  service: PurchaseService,
  httpStatus: number,
  rawBody: unknown,
  fallback: PurchaseFallback,
): PurchaseOutcome {
  const body = obj(rawBody) ?? {};
  if (httpStatus === 0) return failed(body, answerTransaction(body), fallback, BUY_MSG.paymentFailed);
  if (httpStatus < 200 || httpStatus >= 300)
    return failed(body, answerTransaction(body), fallback, purchaseErrorText(body, PURCHASE_FAILED[service]));
  const tx = answerTransaction(body);
  if (isSuccessAnswer(service, body) && !isPendingAnswer(body)) {
    const status = str(tx?.status) ?? "delivered";
    return {
      kind: "success",
      message: str(body.message) ?? "",
      balance: num(body.balance),
      transaction: toResultTransaction(tx, body, fallback, status),
    };
  }
  if (isPendingAnswer(body)) {
    return {
      kind: "pending",
      message: str(body.message) ?? "",
      balance: num(body.balance),
      transaction: toResultTransaction(tx, body, fallback, "pending"),
    };
  }
  return failed(body, tx, fallback, str(body.message) ?? PURCHASE_FAILED[service]);
}

/**
 * A pending purchase read again (GET /api/transactions/{id} answers { transaction }): the
 * outcome it has now. Keeps the reference and balance the first answer had.
 */
export function outcomeFromTransaction(
  service: PurchaseService,
  rawTx: unknown,
  previous: PurchaseOutcome,
): PurchaseOutcome {
  const tx = obj(rawTx);
  const status = str(tx?.status)?.toLowerCase() ?? "pending";
  const fallback: PurchaseFallback = {
    requestId: previous.transaction.reference,
    amount: previous.transaction.amount ?? 0,
    phone: previous.transaction.phone,
  };
  const body: Body = { transaction_reference: previous.transaction.reference };
  if (status === "pending") return { ...previous, transaction: toResultTransaction(tx, body, fallback, "pending") };
  if (status === "delivered" || status === "success" || status === "successful") {
    return {
      kind: "success",
      message: "",
      balance: null,
      transaction: toResultTransaction(tx, body, fallback, str(tx?.status) ?? "delivered"),
    };
  }
  const refunded = tx?.refunded === true || obj(tx?.details)?.refunded === true;
  return failed(body, tx, fallback, `${PURCHASE_FAILED[service]}${refunded ? " Your wallet has been refunded." : ""}`);
}
