import { hasGlyph } from "./fonts";

/**
 * A value as one line the PDF's font can draw: composed (NFC, so a dot-below vowel typed as two
 * code points is one glyph), control and invisible format characters as spaces, and anything the
 * font has no glyph for (an emoji, a script it lacks) as "?" rather than an empty box.
 */
export function printable(v: unknown): string {
  const s = typeof v === "string" ? v : typeof v === "number" || typeof v === "boolean" ? String(v) : JSON.stringify(v);
  let out = "";
  for (const ch of s.normalize("NFC")) {
    if (/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(ch)) out += " ";
    else out += hasGlyph(ch.codePointAt(0)!) ? ch : "?";
  }
  return out;
}
