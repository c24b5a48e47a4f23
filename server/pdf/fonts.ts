import fs from "node:fs";
import * as fontkit from "fontkit";

/**
 * Noto Sans (SIL Open Font License), embedded and subset by pdfkit. pdfkit's built-in Helvetica
 * speaks only WinAnsi: no naira sign, and no Ọ, ẹ, ṣ, ụ, ƙ or ɗ of Yoruba, Igbo and Hausa names.
 */
const FILES = {
  regular: require.resolve("@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf"),
  bold: require.resolve("@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf"),
};

export const BODY_FONT = "NotoSans";
export const BOLD_FONT = "NotoSans-Bold";

/** Parsed once per process: parsing the faces and their layout tables costs far more than a page. */
let loaded: { regular: fontkit.Font; bold: fontkit.Font } | undefined;

/**
 * A face shared by every PDF of the process, whose glyphs keep the text they were first made for.
 * fontkit keeps each glyph it makes, with that text, for the life of the face, and pdfkit copies
 * the text of a glyph's first use into each PDF. Subsetting makes the parts of a composed glyph
 * ("Ọ" is drawn as "O" and a dot) with no text: kept, every later PDF of the process copied its
 * plain "O" as nothing ("Ada Obi" as "Ada  bi") once one name with an "Ọ" had been printed. A glyph
 * made without text is therefore not kept (making one again costs microseconds; a fresh face per
 * PDF would cost ~100 ms of parsing).
 */
function parse(file: string): fontkit.Font {
  const font = fontkit.create(fs.readFileSync(file)) as fontkit.Font & {
    _glyphs: Record<number, unknown>;
    getGlyph(id: number, codePoints?: number[]): fontkit.Glyph;
  };
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id: number, codePoints: number[] = []) => {
    const kept = id in font._glyphs;
    const glyph = getGlyph(id, codePoints);
    if (!kept && codePoints.length === 0) delete font._glyphs[id];
    return glyph;
  };
  return font;
}

function fonts() {
  loaded ??= { regular: parse(FILES.regular), bold: parse(FILES.bold) };
  return loaded;
}

/** Registers the body and bold faces on a document; use them by BODY_FONT and BOLD_FONT. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  const { regular, bold } = fonts();
  // pdfkit takes a parsed fontkit font as well as bytes (PDFFontFactory.open); each document still
  // embeds its own subset.
  doc.registerFont(BODY_FONT, regular as unknown as Buffer);
  doc.registerFont(BOLD_FONT, bold as unknown as Buffer);
}

/** True when the body face draws this code point (regular and bold cover the same set). */
export const hasGlyph = (codePoint: number): boolean => fonts().regular.hasGlyphForCodePoint(codePoint);

/**
 * Noto Sans's `ccmp` splits ọ and ẹ into o/e plus a combining dot, and pdfkit maps each glyph to one
 * text: the copied text would lose the dot (or give a later plain "o" one). With `ccmp` off the
 * precomposed glyphs are drawn (NFC input, see printable), tone marks still sit by `mark`.
 */
const TEXT_FEATURES = { ccmp: false } as unknown as PDFKit.Mixins.TextOptions["features"];

/** Makes every doc.text() call lay out with TEXT_FEATURES unless it names its own features. */
export function applyTextFeatures(doc: PDFKit.PDFDocument): void {
  const text = doc.text.bind(doc) as (
    s: string,
    x?: number | PDFKit.Mixins.TextOptions,
    y?: number,
    o?: PDFKit.Mixins.TextOptions,
  ) => PDFKit.PDFDocument;
  // Each call keeps its own form: pdfkit reads text(s, undefined, undefined, options) as text(s, {}).
  doc.text = ((s: string, x?: number | PDFKit.Mixins.TextOptions, y?: number, o?: PDFKit.Mixins.TextOptions) =>
    typeof x === "object" || x === undefined
      ? text(s, { features: TEXT_FEATURES, ...x })
      : text(s, x, y, { features: TEXT_FEATURES, ...o })) as PDFKit.PDFDocument["text"];
}
