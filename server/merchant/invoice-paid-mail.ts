import { escapeHtml, linkButtonHtml, PRODUCT_NAME, type RenderedMail } from "../mail/templates/layout";
import { formatKobo } from "../../lib/money";
import { formatLagosDateTime } from "../../lib/dates";
import type { InvoiceStatus } from "../../lib/contracts/merchant";

export interface InvoicePaidMail {
  /** The issuer (the wallet's owner). */
  name: string;
  invoiceReference: string;
  description: string;
  /** Who the invoice is for, and who paid (Monnify's payer name) when known. */
  customerName: string;
  payer: string | null;
  /** This payment, what was paid in all, and the amount due, in kobo. */
  paymentKobo: number;
  paidInAllKobo: number;
  amountDueKobo: number;
  /** The invoice's status after this payment. */
  status: Extract<InvoiceStatus, "PAID" | "OVERPAID" | "PARTIALLY_PAID">;
  paidAt: Date;
  /** The payment in the issuer's history (the wallet credit). */
  transactionUrl: string;
}

/** What the payment left: paid in full, more than due, or part of it. */
function standing(m: InvoicePaidMail): string {
  const due = formatKobo(m.amountDueKobo);
  if (m.status === "OVERPAID")
    return `That is ${formatKobo(m.paidInAllKobo - m.amountDueKobo)} more than the ${due} due. The whole amount paid was credited; settling the difference with ${m.customerName} is up to you.`;
  if (m.status === "PARTIALLY_PAID")
    return `${formatKobo(m.paidInAllKobo)} of ${due} is paid so far; ${formatKobo(m.amountDueKobo - m.paidInAllKobo)} is still outstanding.`;
  return `The invoice of ${due} is paid in full.`;
}

const SUBJECT_WORD = { PAID: "paid", OVERPAID: "overpaid", PARTIALLY_PAID: "partly paid" } as const;

/** Tells an issuer that one of their invoices was paid (once per payment), and that their wallet was credited. */
export function invoicePaidMail(m: InvoicePaidMail): RenderedMail {
  const amount = formatKobo(m.paymentKobo);
  const by = m.payer && m.payer.trim() ? m.payer.trim() : m.customerName;
  const lines = [
    `Hello ${m.name},`,
    `${by} paid ${amount} on ${formatLagosDateTime(m.paidAt)} for invoice ${m.invoiceReference} (${m.description}).`,
    standing(m),
    `We credited ${amount} to your ${PRODUCT_NAME} wallet.`,
  ];
  const link = { label: "View the payment", url: m.transactionUrl };
  const html = `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(PRODUCT_NAME)}</h1>
<p style="font-size:28px;font-weight:bold;margin:8px 0 16px">${escapeHtml(amount)}</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}
${linkButtonHtml(link)}
</div></body></html>`;
  return {
    subject: `Invoice ${m.invoiceReference} ${SUBJECT_WORD[m.status]}: ${amount} received`,
    text: `${lines.join("\n\n")}\n\n${link.label}: ${link.url}\n`,
    html,
  };
}
