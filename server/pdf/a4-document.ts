import PDFDocument from "pdfkit";
import { BODY_FONT, registerFonts, applyTextFeatures } from "./fonts";

export const PDF_GREEN = "#0f7b3f";

export interface A4Document {
  doc: PDFKit.PDFDocument;
  /** Resolves with the whole file once `doc.end()` has been called. */
  done: Promise<Buffer>;
  /** Left edge and usable width inside the 50pt margins. */
  left: number;
  width: number;
}

/** An A4 pdfkit document with 50pt margins, the Noto Sans faces registered, whose bytes are collected into one Buffer. */
export function openA4Document(opts: {
  title: string;
  author: string;
  createdAt: Date;
  compress?: boolean;
}): A4Document {
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    compress: opts.compress ?? true,
    info: { Title: opts.title, Author: opts.author, CreationDate: opts.createdAt },
  });
  registerFonts(doc);
  applyTextFeatures(doc);
  doc.font(BODY_FONT);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, done, left: 50, width: doc.page.width - 100 };
}
