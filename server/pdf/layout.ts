import { BODY_FONT, BOLD_FONT } from "./fonts";
import { printable } from "./printable";

/** A light grey line across the page at the current y. */
export function drawRule(doc: PDFKit.PDFDocument, left: number, width: number): void {
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor("#cccccc")
    .stroke();
}

/** Label / value rows: grey label in a fixed-width column, bold value beside it. */
export function drawLabelledRows(
  doc: PDFKit.PDFDocument,
  rows: [string, string][],
  at: { left: number; width: number; labelWidth: number },
): void {
  const { left, width, labelWidth } = at;
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font(BODY_FONT).fontSize(11).fillColor("#555555").text(label, left, y, { width: labelWidth });
    doc
      .font(BOLD_FONT)
      .fillColor("#111111")
      .text(printable(value), left + labelWidth, y, { width: width - labelWidth });
    doc.moveDown(0.6);
  }
}
