import type { TransactionItem } from "@/lib/contracts/wallet";
import { formatKobo, formatNaira } from "@/lib/money";
import {
  discoDisplayName,
  examTypeDisplayName,
  meterTypeDisplayName,
  networkDisplayName,
  planDisplayName,
  planName,
  tvProviderDisplayName,
} from "@/lib/purchases/display-names";
import { BILL_SERVICES, isServiceKey, type ServiceKey } from "@/lib/purchases/service-catalog";
import {
  amountSign,
  customerReference,
  displayReference,
  formatTransactionDate,
  serviceLabel,
  statusLabel,
  typeLabel,
} from "./transaction-display";

/** One line of the transaction page's details. */
export interface Fact {
  label: string;
  value: string;
  /** Offer a Copy button beside it (references and numbers customers paste elsewhere). */
  copy?: boolean;
  /** Set in a fixed-width face (references, codes). */
  mono?: boolean;
}

export interface ExamPinFact {
  serial: string | null;
  pin: string;
}

/** Everything the transaction page shows of one history row, read from its free-form details. */
export interface TransactionFacts {
  id: string;
  title: string;
  service: ServiceKey | null;
  /** "+₦5,000.00", "-₦1,500.00". */
  amount: string;
  status: string;
  statusText: string;
  date: string;
  /** The full reference: the receipt's file name, and support's. */
  reference: string;
  /** The short one the customer reads ("AB12-CD34"), the page's headline reference and the share text's. */
  shortReference: string;
  rows: Fact[];
  /** What the purchase delivered, shown large with Copy buttons (never once reversed: the API drops them). */
  token: { value: string; units: string | null } | null;
  pins: ExamPinFact[];
  /** A failed purchase whose money went back to the wallet. */
  refunded: boolean;
  /** The purchase a refund or a cashback belongs to. */
  related: { label: string; href: string } | null;
  /** Words for a share message: who or what the transaction was for, without secrets. */
  recipient: string | null;
}

type Details = Record<string, unknown>;

const text = (v: unknown): string | null =>
  typeof v === "string" && v.trim() !== "" ? v.trim() : typeof v === "number" && Number.isFinite(v) ? String(v) : null;

function pinsOf(v: unknown): ExamPinFact[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((p) => {
    if (!p || typeof p !== "object") return [];
    const o = p as Details;
    const pin = text(o.pin ?? o.Pin);
    return pin ? [{ serial: text(o.serial ?? o.Serial), pin }] : [];
  });
}

/** A provider's id or name through its display name (lib/purchases/display-names.ts), or null when the row has none. */
const shownAs = (name: (raw: string) => string, ...values: unknown[]): string | null => {
  const raw = values.map(text).find((v) => v !== null);
  return raw ? name(raw) : null;
};

function titleOf(tx: TransactionItem): string {
  if (tx.type === "funding") return "Wallet funding";
  if (tx.type === "invoice_payment") return "Invoice payment";
  const service = isServiceKey(tx.service) ? BILL_SERVICES[tx.service].itemName : serviceLabel(tx.service);
  return `${service} ${typeLabel(tx.type).toLowerCase()}`;
}

/** The details a history row can carry, in the order the page lists them (server/purchases/orders.ts and the credits name them). */
function detailRows(tx: TransactionItem, d: Details): Fact[] {
  const rows: Fact[] = [];
  const add = (label: string, value: string | null, extra: Omit<Fact, "label" | "value"> = {}) => {
    if (value) rows.push({ label, value, ...extra });
  };
  // Provider names as customers read them: the purchase keeps VTpass's own ("Ikeja Electric Payment - IKEDC").
  add("Network", shownAs(networkDisplayName, d.network_name, d.network));
  add("Phone number", text(d.phone), { copy: true });
  add(
    "Plan",
    shownAs((p) => planName(tx.service, p), d.plan, tx.service === "exam" ? null : d.variation),
  );
  add("Distribution company", shownAs(discoDisplayName, d.disco, d.disco_name));
  add("Meter number", text(d.meter_number), { copy: true, mono: true });
  add("Meter type", shownAs(meterTypeDisplayName, d.meter_type));
  add("Provider", tx.service === "cabletv" ? shownAs(tvProviderDisplayName, d.provider) : null);
  add("Smartcard number", text(d.smartcard_number), { copy: true, mono: true });
  add("Exam type", shownAs(examTypeDisplayName, d.exam_service_id, d.exam_type));
  add("Variation", tx.service === "exam" ? shownAs(planDisplayName, d.variation) : null);
  add("Quantity", text(d.quantity));
  add("JAMB profile ID", text(d.profile_id), { mono: true });
  add(tx.type === "invoice_payment" ? "Billed to" : "Customer name", text(d.customer_name));
  add("Address", text(d.customer_address));
  // Credits: a bank transfer, an invoice payment.
  add("Sender", text(d.sender));
  add("Paid into", [text(d.bank_name), text(d.account_number)].filter(Boolean).join(" · ") || null);
  add("Invoice", text(d.invoice_reference), { copy: true, mono: true });
  add("For", text(d.description));
  add("Paid by", text(d.payer));
  // A cashback or a refund names its purchase.
  add("For purchase", text(d.purchase_reference), { mono: true });
  const rate = typeof d.rate_percent === "number" ? d.rate_percent : null;
  add("Cashback rate", rate === null ? null : `${rate}%`);
  const takenBack = typeof d.cashback_taken_back_kobo === "number" ? d.cashback_taken_back_kobo : 0;
  add("Cashback taken back", takenBack > 0 ? formatKobo(takenBack) : null);
  return rows;
}

/** A history row (GET /api/transactions/{id}) as the transaction page shows it. */
export function transactionFacts(tx: TransactionItem): TransactionFacts {
  const d = tx.details ?? {};
  const reference = displayReference(tx);
  const short = customerReference(tx);
  const rows: Fact[] = [
    { label: "Reference", value: short, copy: true, mono: true },
    // The long one a help desk or the provider's records search by.
    ...(reference !== short ? [{ label: "Support reference", value: reference, copy: true, mono: true }] : []),
    ...(tx.transaction_id && tx.transaction_id !== reference
      ? [{ label: "Provider reference", value: tx.transaction_id, copy: true, mono: true }]
      : []),
    { label: "Date", value: formatTransactionDate(tx) },
    { label: "Service", value: serviceLabel(tx.service) },
    { label: "Type", value: typeLabel(tx.type) },
    ...detailRows(tx, d),
  ];
  if (tx.cashback_amount > 0) rows.push({ label: "Cashback earned", value: formatNaira(tx.cashback_amount) });
  // A level's price (issue 20): the list price, the discount and the level; the amount is what was paid.
  if (typeof d.discount_kobo === "number" && d.discount_kobo > 0 && typeof d.list_price_kobo === "number") {
    rows.push({ label: "List price", value: formatKobo(d.list_price_kobo) });
    const level = text(d.level_name);
    rows.push({ label: level ? `${level} discount` : "Discount", value: formatKobo(d.discount_kobo) });
  }
  if (d.refunded === true) {
    rows.push({ label: "Refund", value: "Refunded to your wallet" });
    const refundReference = text(d.refund_reference);
    if (refundReference) rows.push({ label: "Refund reference", value: refundReference, mono: true });
  }

  const token = text(d.token);
  const purchaseId = text(d.purchase_id);
  const recipient =
    text(d.meter_number) ?? text(d.smartcard_number) ?? text(d.phone) ?? text(d.invoice_reference) ?? null;
  return {
    id: tx.id,
    title: titleOf(tx),
    service: isServiceKey(tx.service) ? tx.service : null,
    amount: `${amountSign(tx.type)}${formatNaira(tx.amount)}`,
    status: tx.status,
    statusText: statusLabel(tx.status),
    date: formatTransactionDate(tx),
    reference,
    shortReference: short,
    rows,
    token: token ? { value: token, units: text(d.units) } : null,
    pins: pinsOf(d.pins),
    refunded: d.refunded === true,
    related: purchaseId
      ? { label: "View the purchase", href: `/transactions/${encodeURIComponent(purchaseId)}` }
      : null,
    recipient,
  };
}
