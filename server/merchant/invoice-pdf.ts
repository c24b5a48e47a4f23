import PDFDocument from "pdfkit";
import { formatKoboNgn, formatLagosDateTime } from "../wallet/money-format";
import type { Invoice } from "./invoice-view";

export interface InvoicePdfInput {
  invoice: Invoice;
  status: string;
  business: { name: string; address: string | null; phone: string | null; email: string | null; logo: { bytes: Buffer; contentType: string } | null };
  invoiceUrl: string;
  generatedAt: Date;
  /** Tests turn compression off to read the text straight from the PDF stream. */
  compress?: boolean;
}

/** pdfkit's standard fonts speak WinAnsi: fold accents and replace the rest. */
function printable(s: string): string {
  return s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e\xa0-\xff]/g, "?");
}

/** The invoice as a one-page A4 PDF: the issuer (with logo), the bill-to, the amount, the due date and the pay link. */
export function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const { invoice: inv, business } = input;
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    compress: input.compress ?? true,
    info: { Title: `Invoice ${inv.invoiceReference}`, Author: printable(business.name), CreationDate: input.generatedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const left = 50;
  const width = doc.page.width - 100;
  const green = "#0f7b3f";

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
  doc.fillColor(green).font("Helvetica-Bold").fontSize(20).text(printable(business.name), textLeft, 50, { width: width - (textLeft - left) });
  doc.font("Helvetica").fontSize(10).fillColor("#555555");
  for (const line of [business.address, business.phone, business.email]) if (line) doc.text(printable(line), { width: width - (textLeft - left) });
  doc.y = Math.max(doc.y, 120);
  doc.font("Helvetica-Bold").fontSize(16).fillColor("#111111").text("INVOICE", left, doc.y);
  doc.moveDown(0.3);
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).strokeColor("#cccccc").stroke();
  doc.moveDown(1);

  const rows: [string, string][] = [
    ["Invoice reference", inv.invoiceReference],
    ["Bill to", `${inv.customerName} (${inv.customerEmail})`],
    ["Description", inv.description],
    ["Issued", formatLagosDateTime(inv.createdAt)],
    ["Due", formatLagosDateTime(inv.expiryDate)],
    ["Status", input.status],
  ];
  const labelWidth = 140;
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font("Helvetica").fontSize(11).fillColor("#555555").text(label, left, y, { width: labelWidth });
    doc.font("Helvetica-Bold").fillColor("#111111").text(printable(value), left + labelWidth, y, { width: width - labelWidth });
    doc.moveDown(0.6);
  }
  doc.moveDown(1);
  doc.font("Helvetica").fontSize(11).fillColor("#555555").text("Amount due", left);
  doc.font("Helvetica-Bold").fontSize(26).fillColor("#111111").text(formatKoboNgn(inv.amountKobo));
  doc.moveDown(1);
  doc.font("Helvetica").fontSize(11).fillColor("#111111").text("Pay online:", left);
  doc.fillColor(green).text(input.invoiceUrl, { link: input.invoiceUrl, underline: true, width });
  doc.moveDown(2);
  doc.font("Helvetica").fontSize(9).fillColor("#777777").text(`Generated ${formatLagosDateTime(input.generatedAt)}.`, left, doc.y, { width });
  doc.end();
  return done;
}
