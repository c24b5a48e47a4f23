import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Runs one of poppler-utils' tools (installed by .ci/run) on a PDF held in memory. */
function poppler(tool: "pdftotext" | "pdffonts", pdf: Buffer, args: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pdf-"));
  try {
    const file = path.join(dir, "doc.pdf");
    fs.writeFileSync(file, pdf);
    return execFileSync(`/usr/bin/${tool}`, [...args, file, ...(tool === "pdftotext" ? ["-"] : [])], {
      encoding: "utf8",
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The PDF's text as a reader would copy it (layout kept). */
export const pdfText = (pdf: Buffer): string => poppler("pdftotext", pdf, ["-layout"]);

/** The base names of the fonts the PDF uses, subset prefixes ("ABCDEF+") removed. */
export const pdfFontNames = (pdf: Buffer): string[] =>
  poppler("pdffonts", pdf, [])
    .split("\n")
    .slice(2)
    .map((line) => line.split(/\s+/)[0]?.replace(/^[A-Z]{6}\+/, ""))
    .filter((name): name is string => Boolean(name));
