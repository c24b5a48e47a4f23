import { serviceNames, WALLET_FUNDING } from "@/lib/purchases/service-catalog";
import type { Pagination } from "@/lib/contracts/common";
import type { TransactionItem } from "@/lib/contracts/wallet";
import { formatLagosDateTimeText } from "@/lib/dates";
import { rowShortReference } from "@/lib/purchases/short-reference";

const present = (v: string | null | undefined): v is string => typeof v === "string" && v.trim() !== "";

/** The spec's fallbacks read a row field by field: any of these may be missing or empty. */
type Partly<K extends keyof TransactionItem> = { [F in K]?: string | null };

/** Spec 3: reference, else transaction_id, else request_id, else 'N/A'. */
export function displayReference(tx: Partly<"reference" | "transaction_id" | "request_id">): string {
  if (present(tx.reference)) return tx.reference;
  if (present(tx.transaction_id)) return tx.transaction_id;
  if (present(tx.request_id)) return tx.request_id;
  return "N/A";
}

/**
 * The short reference the customer reads on every screen ("AB12-CD34", issue 16): of the purchase's
 * request id when the row has one, so the history and the transaction page say what the summary and
 * the result said; else of the spec's reference. The full one (displayReference) stays for support.
 */
export function customerReference(tx: Partly<"reference" | "transaction_id" | "request_id">): string {
  const reference = displayReference(tx);
  return reference === "N/A" ? reference : rowShortReference({ requestId: tx.request_id, reference });
}

/** Spec 3: date, else transaction_date; null when neither is there. */
export function transactionDate(tx: Partly<"date" | "transaction_date">): string | null {
  if (present(tx.date)) return tx.date;
  if (present(tx.transaction_date)) return tx.transaction_date;
  return null;
}

/** The row's date in the product's one format ("3 Mar 2026, 2:05 pm", Lagos time), or 'N/A'. */
export function formatTransactionDate(tx: Partly<"date" | "transaction_date">): string {
  return formatLagosDateTimeText(transactionDate(tx), "N/A");
}

/** 'Page X of Y'; an empty history is page 1 of 1. */
export function pageLabel(p: Pick<Pagination, "current_page" | "last_page">): string {
  const last = Math.max(1, p.last_page || 1);
  const current = Math.min(Math.max(1, p.current_page || 1), last);
  return `Page ${current} of ${last}`;
}

export function hasPreviousPage(p: Pick<Pagination, "current_page">): boolean {
  return p.current_page > 1;
}

export function hasNextPage(p: Pick<Pagination, "current_page" | "last_page">): boolean {
  return p.current_page < p.last_page;
}

/** The history's service names, wallet funding first (the filter lists them in this order). */
export const SERVICE_LABELS: Record<string, string> = {
  [WALLET_FUNDING.key]: WALLET_FUNDING.name,
  ...serviceNames("name"),
};

export const TYPE_LABELS: Record<string, string> = {
  funding: "Funding",
  purchase: "Purchase",
  refund: "Refund",
  cashback: "Cashback",
  invoice_payment: "Invoice Payment",
  level_fee: "Level upgrade",
  referral_bonus: "Referral bonus",
};

export const STATUS_LABELS: Record<string, string> = {
  successful: "Successful",
  success: "Successful",
  delivered: "Delivered",
  pending: "Pending",
  failed: "Failed",
  reversed: "Reversed",
};

/** "wallet_funding" -> "Wallet funding" for values no table knows. */
function humanise(value: string): string {
  const text = value.replace(/[_-]+/g, " ").trim();
  return text ? text[0].toUpperCase() + text.slice(1) : "N/A";
}

export const serviceLabel = (s: string | null | undefined) => (s ? (SERVICE_LABELS[s] ?? humanise(s)) : "N/A");
export const typeLabel = (t: string | null | undefined) => (t ? (TYPE_LABELS[t] ?? humanise(t)) : "N/A");
export const statusLabel = (s: string | null | undefined) =>
  s ? (STATUS_LABELS[s.toLowerCase()] ?? humanise(s)) : "N/A";

export type StatusTone = "ok" | "pending" | "bad" | "neutral";

export function statusTone(status: string | null | undefined): StatusTone {
  switch ((status ?? "").toLowerCase()) {
    case "successful":
    case "success":
    case "delivered":
      return "ok";
    case "pending":
    case "processing":
      return "pending";
    case "failed":
    case "reversed":
      return "bad";
    default:
      return "neutral";
  }
}

const CREDIT_TYPES = new Set(["funding", "refund", "cashback", "invoice_payment", "referral_bonus"]);
const DEBIT_TYPES = new Set(["purchase", "level_fee"]);

/** Money in (funding, refund, cashback, invoice payment) shows with a plus, purchases with a minus. */
export function amountSign(type: string | null | undefined): "+" | "-" | "" {
  if (!type) return "";
  return CREDIT_TYPES.has(type) ? "+" : DEBIT_TYPES.has(type) ? "-" : "";
}
