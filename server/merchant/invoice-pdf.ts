import { BODY_FONT, BOLD_FONT } from "../pdf/fonts";
import { openA4Document, PDF_GREEN } from "../pdf/a4-document";
import { drawLabelledRows, drawRule } from "../pdf/layout";
import { printable } from "../pdf/printable";
import { formatKobo } from "../../lib/money";
import { formatLagosDateTime } from "../../lib/dates";
import type { Invoice } from "./invoice-view";

export interface InvoicePdfInput {
  invoice: Invoice;
  status: string;
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

/** The invoice as a one-page A4 PDF: the issuer (with logo), the bill-to, the amount, the due date and the pay link. */
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

  const rows: [string, string][] = [
    ["Invoice reference", inv.invoiceReference],
    ["Bill to", `${inv.customerName} (${inv.customerEmail})`],
    ["Description", inv.description],
    ["Issued", formatLagosDateTime(inv.createdAt)],
    ["Due", formatLagosDateTime(inv.expiryDate)],
    ["Status", input.status.replace(/_/g, " ")],
    ...(inv.paidAmountKobo !== null ? ([["Amount paid", formatKobo(inv.paidAmountKobo)]] as [string, string][]) : []),
  ];
  drawLabelledRows(doc, rows, { left, width, labelWidth: 140 });
  doc.moveDown(1);
  doc.font(BODY_FONT).fontSize(11).fillColor("#555555").text("Amount due", left);
  doc.font(BOLD_FONT).fontSize(26).fillColor("#111111").text(formatKobo(inv.amountKobo));
  doc.moveDown(1);
  doc.font(BODY_FONT).fontSize(11).fillColor("#111111").text("Pay online:", left);
  doc.fillColor(PDF_GREEN).text(input.invoiceUrl, { link: input.invoiceUrl, underline: true, width });
  doc.moveDown(2);
  doc
    .font(BODY_FONT)
    .fontSize(9)
    .fillColor("#777777")
    .text(`Generated ${formatLagosDateTime(input.generatedAt)}.`, left, doc.y, { width });
  doc.end();
  return done;
}
