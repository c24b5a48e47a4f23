import { BODY_FONT, BOLD_FONT } from "../pdf/fonts";
import { openA4Document, PDF_GREEN } from "../pdf/a4-document";
import { drawLabelledRows, drawRule } from "../pdf/layout";
import { printable } from "../pdf/printable";
import type { TransactionRow } from "./transactions-repo";
import { formatKobo } from "../../lib/money";
import { formatLagosDateTime } from "../../lib/dates";
import { rowShortReference } from "../../lib/purchases/short-reference";
import {
  discoDisplayName,
  examTypeDisplayName,
  meterTypeDisplayName,
  networkDisplayName,
  planName,
  tvProviderDisplayName,
} from "../../lib/purchases/display-names";
import { BILL_SERVICES, serviceNames, WALLET_FUNDING } from "../../lib/purchases/service-catalog";

export const PRODUCT_NAME = "Naira Wallet";

export interface ReceiptInput {
  transaction: TransactionRow;
  customer: { name: string; email: string };
  supportEmail: string;
  /** When the receipt was produced (the injected clock). */
  generatedAt: Date;
  /** Tests turn compression off to read the text straight from the PDF stream. */
  compress?: boolean;
}

const SERVICE_NAMES: Record<string, string> = {
  ...serviceNames("receiptName"),
  paytv: BILL_SERVICES.cabletv.receiptName,
  exampin: BILL_SERVICES.exam.receiptName,
  [WALLET_FUNDING.key]: WALLET_FUNDING.name,
  invoice: "Invoice Payment",
  cashback: "Cashback",
};

/** Detail keys a receipt shows, in this order, with their labels. */
const DETAIL_LABELS: [string, string][] = [
  ["network", "Network"],
  ["phone", "Phone number"],
  ["plan", "Plan"],
  ["variation", "Plan"],
  ["disco", "Distribution company"],
  ["meter_number", "Meter number"],
  ["meter_type", "Meter type"],
  ["customer_name", "Customer name"],
  ["customer_address", "Address"],
  ["provider", "Provider"],
  ["smartcard_number", "Smartcard number"],
  ["exam_type", "Exam type"],
  ["quantity", "Quantity"],
  ["profile_id", "Profile ID"],
  ["token", "Token"],
  ["units", "Units"],
  ["sender_name", "Sender"],
  ["sender_bank", "Sender bank"],
  ["channel", "Channel"],
];

/**
 * Provider ids and VTpass's names as customers read them (issue 16): "mtn-data" is MTN,
 * "ikeja-electric" Ikeja Electric, "Jamb PIN VENDING (UTME & Direct Entry)" JAMB (UTME & Direct Entry).
 */
const DETAIL_DISPLAY: Record<string, (v: string, service: string) => string> = {
  network: (v) => networkDisplayName(v),
  disco: (v) => discoDisplayName(v),
  meter_type: (v) => meterTypeDisplayName(v),
  provider: (v) => tvProviderDisplayName(v),
  exam_type: (v) => examTypeDisplayName(v),
  plan: (v, service) => planName(service, v),
  variation: (v, service) => planName(service, v),
};

const titleCase = (s: string) => s.replace(/[_-]+/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());

function pinLines(pins: unknown): string[] {
  if (!Array.isArray(pins)) return typeof pins === "string" && pins ? [pins] : [];
  return pins.map((p) => {
    if (p && typeof p === "object") {
      return Object.entries(p as Record<string, unknown>)
        .map(([k, v]) => `${titleCase(k)}: ${printable(v)}`)
        .join("   ");
    }
    return printable(p);
  });
}

/** The receipt of one transaction as a one-page A4 PDF. */
export function renderReceiptPdf(input: ReceiptInput): Promise<Buffer> {
  const { transaction: tx, customer } = input;
  const { doc, done, left, width } = openA4Document({
    title: `Transaction Receipt ${tx.reference}`,
    author: PRODUCT_NAME,
    createdAt: input.generatedAt,
    compress: input.compress,
  });

  doc.fillColor(PDF_GREEN).font(BOLD_FONT).fontSize(22).text(PRODUCT_NAME, left, 50);
  doc.fillColor("#333333").font(BODY_FONT).fontSize(14).text("Transaction Receipt");
  doc.moveDown(0.5);
  drawRule(doc, left, width);
  doc.moveDown(1);

  doc.fillColor("#555555").fontSize(10).text("Amount", left);
  doc.fillColor("#111111").font(BOLD_FONT).fontSize(24).text(formatKobo(tx.amount));
  doc
    .font(BODY_FONT)
    .fontSize(11)
    .fillColor("#555555")
    .text(`Status: ${printable(titleCase(tx.status))}`);
  doc.moveDown(1);

  const rows: [string, string][] = [
    // The short reference the customer's screens show, and the full one support searches by.
    ["Reference", rowShortReference(tx)],
    ["Support reference", tx.reference],
    ["Date", formatLagosDateTime(tx.createdAt)],
    ["Service", SERVICE_NAMES[tx.service] ?? titleCase(tx.service)],
    ["Type", titleCase(tx.type)],
    ["Status", titleCase(tx.status)],
  ];
  if (tx.providerReference) rows.push(["Transaction ID", tx.providerReference]);
  if (tx.requestId) rows.push(["Request ID", tx.requestId]);
  if (tx.cashbackKobo > 0) rows.push(["Cashback", formatKobo(tx.cashbackKobo)]);
  // A level's price (issue 20): the amount above is what was paid; the list price and the discount show here.
  const priced = tx.details as { list_price_kobo?: unknown; discount_kobo?: unknown; level_name?: unknown } | null;
  if (
    priced &&
    typeof priced.discount_kobo === "number" &&
    priced.discount_kobo > 0 &&
    typeof priced.list_price_kobo === "number"
  ) {
    rows.push(["List price", formatKobo(priced.list_price_kobo)]);
    rows.push([
      `${typeof priced.level_name === "string" ? `${priced.level_name} discount` : "Discount"}`,
      formatKobo(priced.discount_kobo),
    ]);
  }
  rows.push(["Customer", customer.name], ["Email", customer.email]);
  const details = tx.details ?? {};
  const seen = new Set<string>();
  for (const [key, label] of DETAIL_LABELS) {
    const v = details[key];
    if (v === undefined || v === null || v === "" || seen.has(label)) continue;
    seen.add(label);
    const shown = DETAIL_DISPLAY[key];
    rows.push([label, printable(typeof v === "string" && shown ? shown(v, tx.service) : v)]);
  }

  drawLabelledRows(doc, rows, { left, width, labelWidth: 150 });

  const pins = pinLines(details.pins ?? details.cards);
  if (pins.length) {
    doc.moveDown(0.5);
    doc.font(BOLD_FONT).fontSize(12).fillColor("#111111").text("Pins", left);
    doc.font(BODY_FONT).fontSize(11);
    for (const line of pins) doc.text(line, left, doc.y, { width });
  }

  doc.moveDown(2);
  drawRule(doc, left, width);
  doc.moveDown(0.5);
  doc
    .font(BODY_FONT)
    .fontSize(9)
    .fillColor("#777777")
    .text(
      `Questions about this transaction? Contact ${input.supportEmail} and quote the reference above.`,
      left,
      doc.y,
      { width },
    )
    .text(`Generated ${formatLagosDateTime(input.generatedAt)} by ${PRODUCT_NAME}.`, { width });

  doc.end();
  return done;
}
