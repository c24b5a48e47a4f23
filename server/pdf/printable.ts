import { hasGlyph } from "./fonts";

const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
const MARK = /\p{M}/u;
const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/** A character as drawn: a space for a control or invisible one, itself, or null when the font lacks it. */
const drawn = (ch: string): string | null => (INVISIBLE.test(ch) ? " " : hasGlyph(ch.codePointAt(0)!) ? ch : null);

/**
 * A value as one line the PDF's font can draw: composed (NFC, so a dot-below vowel typed as two
 * code points is one glyph), control and invisible format characters as spaces, and anything the
 * font has no glyph for (an emoji, a script it lacks) as "?" rather than an empty box.
 */
export function printable(v: unknown): string {
  const s = typeof v === "string" ? v : typeof v === "number" || typeof v === "boolean" ? String(v) : JSON.stringify(v);
  const text = s.normalize("NFC");
  let out = "";
  for (const ch of text) {
    const d = drawn(ch);
    if (d === null) return withPlaceholders(text);
    out += d;
  }
  return out;
}

/**
 * One "?" per character as a reader sees it (a grapheme cluster), so an emoji with its variation
 * selector, skin tone or joined family ("🛍️", "👨‍👩‍👧") or a flag is one "?", not one per code
 * point; a mark the font lacks (a keycap's) leaves its base alone. Segmenting is ~10x slower than
 * the plain loop, so only text with something undrawable comes here.
 */
function withPlaceholders(text: string): string {
  let out = "";
  for (const { segment } of graphemes.segment(text)) {
    if (drawn(String.fromCodePoint(segment.codePointAt(0)!)) === null) out += "?";
    else for (const ch of segment) out += drawn(ch) ?? (MARK.test(ch) ? "" : "?");
  }
  return out;
}
