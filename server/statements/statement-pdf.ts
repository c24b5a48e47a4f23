import { once } from "node:events";
import { PassThrough, type Readable } from "node:stream";
import PDFDocument from "pdfkit";
import { applyTextFeatures, BODY_FONT, BOLD_FONT, registerFonts } from "../pdf/fonts";
import { PDF_GREEN } from "../pdf/a4-document";
import { drawLabelledRows, drawRule } from "../pdf/layout";
import { printable } from "../pdf/printable";
import { PRODUCT_NAME } from "../wallet/receipt-pdf";
import { formatLagosDateTime } from "../../lib/dates";
import { formatKobo } from "../../lib/money";
import { STATEMENT_KINDS } from "../../lib/contracts/statements";
import type { Statement } from "./statement-reader";
import { totalsToShow } from "./statement-csv";

export interface StatementPdfInput {
  statement: Statement;
  supportEmail: string;
  generatedAt: Date;
  /** Tests turn compression off to read the stream. */
  compress?: boolean;
  /** Runs once the last movement is drawn or the download is abandoned (gives back the read snapshot). */
  onRelease: () => Promise<void>;
}

const LEFT = 50;
const WIDTH = 595.28 - 100;
/** Noto Sans at 7pt: ascent plus descent is about 9.6pt a line. */
const LINE_HEIGHT = 9.8;
const ROW_PADDING = 3.5;
/** Date, description, reference, debit, credit, balance: 495pt across. */
const COLUMNS: { title: string; width: number; align: "left" | "right" }[] = [
  { title: "Date", width: 80, align: "left" },
  { title: "Description", width: 150, align: "left" },
  { title: "Reference", width: 85, align: "left" },
  { title: "Debit", width: 58, align: "right" },
  { title: "Credit", width: 58, align: "right" },
  { title: "Balance", width: 64, align: "right" },
];
/** Bytes pdfkit may hold for a slow reader before drawing waits (a page is a few kilobytes). */
const BUFFER_LIMIT = 256 * 1024;

/**
 * Text without letters that need the fonts' no-ccmp rendering (see applyTextFeatures): drawn with
 * pdfkit's default features, whose word layouts pdfkit caches, about ten times faster per row.
 */
const PLAIN = /^[\x20-\x7E\u20A6\u2026]*$/;

/** pdfkit keeps every word it lays out; a statement's amounts are mostly new words, so each page starts afresh. */
function forgetLayouts(doc: PDFKit.PDFDocument) {
  const families = (doc as unknown as { _fontFamilies?: Record<string, { layoutCache?: object }> })._fontFamilies;
  for (const font of Object.values(families ?? {})) if (font.layoutCache) font.layoutCache = Object.create(null);
}

/** One table row; a long description or reference takes a second line, beyond that an ellipsis. */
function drawRow(doc: PDFKit.PDFDocument, cells: string[], bold = false) {
  doc
    .font(bold ? BOLD_FONT : BODY_FONT)
    .fontSize(7)
    .fillColor("#111111");
  const texts = cells.map(printable);
  const features = texts.map((t) => (PLAIN.test(t) ? { features: undefined } : {}));
  const fits = texts.map((t, i) => !t || doc.widthOfString(t, features[i]) <= COLUMNS[i].width - 4);
  const lines = fits.every(Boolean) ? 1 : 2;
  const height = lines * LINE_HEIGHT + ROW_PADDING;
  if (doc.y + height > doc.page.height - 60) {
    doc.addPage();
    forgetLayouts(doc);
    if (!bold) drawHeaderRow(doc);
    doc
      .font(bold ? BOLD_FONT : BODY_FONT)
      .fontSize(7)
      .fillColor("#111111");
  }
  const y = doc.y;
  let x = LEFT;
  texts.forEach((text, i) => {
    const c = COLUMNS[i];
    if (!text) return void (x += c.width);
    // A text that fits is placed without the line wrapper (most cells; several times faster).
    const box = fits[i]
      ? { lineBreak: false }
      : { width: c.width - 4, height: lines * LINE_HEIGHT + 1, ellipsis: true, lineGap: 0 };
    const at = fits[i] && c.align === "right" ? x + c.width - 2 - doc.widthOfString(text, features[i]) : x + 2;
    doc.text(text, at, y, { ...box, ...features[i] });
    x += c.width;
  });
  doc.x = LEFT;
  doc.y = y + height;
}

function drawHeaderRow(doc: PDFKit.PDFDocument) {
  doc.rect(LEFT, doc.y - 2, WIDTH, LINE_HEIGHT + ROW_PADDING).fill("#eef6f1");
  drawRow(
    doc,
    COLUMNS.map((c) => c.title),
    true,
  );
}

/**
 * The statement as an A4 PDF in the receipts' look (Noto Sans, the product's green header, the
 * support line), written to the answer as it is drawn: each batch of movements becomes pages that
 * leave before the next batch is read, and drawing waits while the reader is behind.
 */
export function statementPdf(input: StatementPdfInput): Readable {
  const { statement } = input;
  const { summary } = statement;
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    compress: input.compress ?? true,
    info: {
      Title: `Account Statement ${summary.from} to ${summary.to}`,
      Author: PRODUCT_NAME,
      CreationDate: input.generatedAt,
    },
  });
  registerFonts(doc);
  applyTextFeatures(doc);
  const out = new PassThrough();
  doc.pipe(out);

  const room = async () => {
    while (doc.readableLength > BUFFER_LIMIT && !out.destroyed) {
      const ac = new AbortController();
      await Promise.race([once(out, "drain", { signal: ac.signal }), once(out, "close", { signal: ac.signal })]).catch(
        () => {},
      );
      ac.abort();
    }
  };

  const draw = async () => {
    doc.fillColor(PDF_GREEN).font(BOLD_FONT).fontSize(22).text(PRODUCT_NAME, LEFT, 50);
    doc.fillColor("#333333").font(BODY_FONT).fontSize(14).text("Account Statement");
    doc.moveDown(0.5);
    drawRule(doc, LEFT, WIDTH);
    doc.moveDown(1);
    const periodEnd = new Date(summary.end.getTime() - 1000);
    drawLabelledRows(
      doc,
      [
        ["Customer", summary.customer.name],
        ["Email", summary.customer.email],
        ["Period", `${formatLagosDateTime(summary.start)} to ${formatLagosDateTime(periodEnd)}`],
        ["Opening balance", formatKobo(summary.openingKobo)],
        ["Money in", formatKobo(summary.creditKobo)],
        ["Money out", formatKobo(summary.debitKobo)],
        ["Closing balance", formatKobo(summary.closingKobo)],
        ["Movements", String(summary.movements)],
      ],
      { left: LEFT, width: WIDTH, labelWidth: 150 },
    );
    doc.moveDown(0.5);
    doc.font(BOLD_FONT).fontSize(12).fillColor("#111111").text("Totals by kind", LEFT);
    doc.moveDown(0.3);
    drawLabelledRows(
      doc,
      totalsToShow(summary).map((t) => [
        STATEMENT_KINDS[t.kind],
        `in ${formatKobo(t.creditKobo)}   out ${formatKobo(t.debitKobo)}`,
      ]),
      { left: LEFT, width: WIDTH, labelWidth: 150 },
    );
    doc.moveDown(0.5);
    doc.font(BOLD_FONT).fontSize(12).fillColor("#111111").text("Movements", LEFT);
    doc.moveDown(0.3);
    drawHeaderRow(doc);
    drawRow(doc, [formatLagosDateTime(summary.start), "Opening balance", "", "", "", formatKobo(summary.openingKobo)]);

    let n = 0;
    for await (const m of statement.movements()) {
      if (out.destroyed) return;
      drawRow(doc, [
        formatLagosDateTime(m.at),
        m.description,
        m.reference,
        m.amountKobo < 0 ? formatKobo(-m.amountKobo) : "",
        m.amountKobo > 0 ? formatKobo(m.amountKobo) : "",
        formatKobo(m.balanceKobo),
      ]);
      if (++n % 100 === 0) await room();
    }
    if (doc.y + LINE_HEIGHT * 8 > doc.page.height - 60) doc.addPage();
    drawRow(
      doc,
      [
        formatLagosDateTime(periodEnd),
        "Closing balance",
        "",
        formatKobo(summary.debitKobo),
        formatKobo(summary.creditKobo),
        formatKobo(summary.closingKobo),
      ],
      true,
    );
    doc.moveDown(2);
    drawRule(doc, LEFT, WIDTH);
    doc.moveDown(0.5);
    doc
      .font(BODY_FONT)
      .fontSize(9)
      .fillColor("#777777")
      .text(`Dates are Lagos time (WAT). Questions about this statement? Contact ${input.supportEmail}.`, LEFT, doc.y, {
        width: WIDTH,
      })
      .text(`Generated ${formatLagosDateTime(input.generatedAt)} by ${PRODUCT_NAME}.`, { width: WIDTH });
  };

  void (async () => {
    let failed: unknown;
    try {
      await draw();
    } catch (err) {
      failed = err;
    } finally {
      await input.onRelease().catch(() => {});
    }
    if (failed || out.destroyed) out.destroy(failed instanceof Error ? failed : undefined);
    else doc.end();
  })();
  return out;
}
