import { printable } from "./printable";

describe("printable", () => {
  test("keeps the naira sign and the letters of Yoruba, Igbo and Hausa names", () => {
    for (const s of ["₦1,234.50", "Ọláolúwa Adéṣínà", "Ṣẹ̀gun", "Chukwuemeka Ụzọ Ṅ", "Ɗanƙwambo Ƙ ɗ", "Ñ ’“”–"])
      expect(printable(s)).toBe(s);
  });

  test("composes a dot-below vowel typed as two code points", () => {
    expect(printable("O\u0323la")).toBe("\u1ECCla");
  });

  test("turns line breaks, tabs and invisible format characters into spaces", () => {
    expect(printable("a\nb\tc\u202Ed\u200Be\u2028f")).toBe("a b c d e f");
  });

  test("marks what the font cannot draw with ?", () => {
    expect(printable("Mama 🍲 北京")).toBe("Mama ? ??");
  });

  test("an emoji with its variation selector, skin tone or joins, or a flag, is one ?; a keycap is its digit", () => {
    expect(printable("Ọjà Ṣọ́ọ̀bù 🛍️")).toBe("Ọjà Ṣọ́ọ̀bù ?");
    expect(printable("👨‍👩‍👧 👍🏾 🇳🇬 1️⃣")).toBe("? ? ? 1");
    expect(printable("a\r\nb")).toBe("a  b");
  });

  test("writes numbers, booleans and objects as text", () => {
    expect(printable(12.5)).toBe("12.5");
    expect(printable(true)).toBe("true");
    expect(printable({ a: 1 })).toBe('{"a":1}');
  });
});
