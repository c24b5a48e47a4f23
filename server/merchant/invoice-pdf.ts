import { BODY_FONT, BOLD_FONT } from "../pdf/fonts";
import { openA4Document, PDF_GREEN } from "../pdf/a4-document";
import { drawLabelledRows, drawRule } from "../pdf/layout";
import { printable } from "../pdf/printable";
import { koboToNaira } from "../../lib/money";
import { formatLagosDateTime } from "../../lib/dates";
import type { InvoiceStatus } from "../../lib/contracts/merchant";
import { invoiceState } from "../../lib/merchant/invoice-state";
import { invoiceStatusLabel } from "../../lib/merchant/invoice-status";
import { amountPaid, type Invoice } from "./invoice-view";

export interface InvoicePdfInput {
  invoice: Invoice;
  /** As the invoice reads now (an unpaid one past its expiry is EXPIRED). */
  status: InvoiceStatus;
  business: {
    name: string;
    address: string | null;
    phone: string | null;
    email: string | null;
    logo: { bytes: Buffer; contentType: string } | null;
  };
  invoiceUrl: string;
  generatedAt: Date;
  /** Tests turn compression off to read the text straight from the PDF stream. */
  compress?: boolean;
}

/**
 * The invoice as a one-page A4 PDF: the issuer (with logo), the bill-to, the due date, and the
 * money as the public page reads it (lib/merchant/invoice-state.ts): the amount due with the pay
 * link while it can be paid; once paid, the amount paid and when, and for a part payment what is
 * still to pay, with no pay link.
 */
export function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const { invoice: inv, business } = input;
  const { doc, done, left, width } = openA4Document({
    title: `Invoice ${inv.invoiceReference}`,
    author: printable(business.name),
    createdAt: input.generatedAt,
    compress: input.compress,
  });

  // pdfkit draws png and jpeg; a webp logo is left out of the PDF (it still shows on the web page).
  let textLeft = left;
  if (business.logo && business.logo.contentType !== "image/webp") {
    try {
      doc.image(business.logo.bytes, left, 45, { fit: [64, 64] });
      textLeft = left + 80;
    } catch {
      textLeft = left;
    }
  }
  doc
    .fillColor(PDF_GREEN)
    .font(BOLD_FONT)
    .fontSize(20)
    .text(printable(business.name), textLeft, 50, { width: width - (textLeft - left) });
  doc.font(BODY_FONT).fontSize(10).fillColor("#555555");
  for (const line of [business.address, business.phone, business.email])
    if (line) doc.text(printable(line), { width: width - (textLeft - left) });
  doc.y = Math.max(doc.y, 120);
  doc.font(BOLD_FONT).fontSize(16).fillColor("#111111").text("INVOICE", left, doc.y);
  doc.moveDown(0.3);
  drawRule(doc, left, width);
  doc.moveDown(1);

  const state = invoiceState(
    {
      status: input.status,
      amount: koboToNaira(inv.amountKobo),
      amount_paid: amountPaid(inv),
      paid_at: inv.paidAt?.toISOString() ?? null,
      pay_url: input.invoiceUrl,
      business: { name: business.name },
    },
    { justPaid: false },
  );
  const rows: [string, string][] = [
    ["Invoice reference", inv.invoiceReference],
    ["Bill to", `${inv.customerName} (${inv.customerEmail})`],
    ["Description", inv.description],
    ["Issued", formatLagosDateTime(inv.createdAt)],
    ["Due", formatLagosDateTime(inv.expiryDate)],
    ["Status", invoiceStatusLabel(input.status)],
    ...state.rows,
  ];
  drawLabelledRows(doc, rows, { left, width, labelWidth: 140 });
  doc.moveDown(1);
  doc.font(BODY_FONT).fontSize(11).fillColor("#555555").text(state.label, left);
  doc.font(BOLD_FONT).fontSize(26).fillColor("#111111").text(state.amount);
  if (state.paidWhen) doc.font(BODY_FONT).fontSize(11).fillColor("#555555").text(state.paidWhen, left);
  if (state.note) {
    doc.moveDown(0.5);
    doc.font(BODY_FONT).fontSize(11).fillColor("#111111").text(printable(state.note.text), left, doc.y, { width });
  }
  if (state.payUrl) {
    doc.moveDown(1);
    doc.font(BODY_FONT).fontSize(11).fillColor("#111111").text("Pay online:", left);
    doc.fillColor(PDF_GREEN).text(state.payUrl, { link: state.payUrl, underline: true, width });
  }
  doc.moveDown(2);
  doc
    .font(BODY_FONT)
    .fontSize(9)
    .fillColor("#777777")
    .text(`Generated ${formatLagosDateTime(input.generatedAt)}.`, left, doc.y, { width });
  doc.end();
  return done;
}
