import { BENEFICIARY_MSG, editBeneficiarySchema } from "./beneficiaries";
import { createBeneficiarySchema } from "./beneficiary-requests";
import { isPrintableLine } from "./printable-text";

describe("isPrintableLine", () => {
  test.each([
    ["NUL", "Mum\u0000"],
    ["a line break", "Mum\nDad"],
    ["a carriage return", "Mum\rDad"],
    ["a tab", "Mum\tDad"],
    ["DEL", "Mum\u007f"],
    ["a C1 control (NEL)", "Mum\u0085Dad"],
    ["a line separator", "Mum\u2028Dad"],
    ["a paragraph separator", "Mum\u2029Dad"],
    ["a right-to-left override", "\u202Egnp.exe"],
    ["a direction isolate", "Mum\u2066Dad\u2069"],
    ["half a surrogate pair", "Mum\ud800"],
  ])("refuses %s", (_what, text) => expect(isPrintableLine(text)).toBe(false));

  test.each([
    ["plain text", "Mum's MTN line"],
    ["Yoruba with tone marks", "Ọ̀rẹ́ mi"],
    ["Arabic script", "أحمد"],
    ["an emoji sequence with zero-width joiners", "Family 👨‍👩‍👧"],
    ["a flag", "🇳🇬 line"],
    ["empty text", ""],
  ])("passes %s", (_what, text) => expect(isPrintableLine(text)).toBe(true));
});

describe("a beneficiary's nickname", () => {
  test.each(["\u0000", "Mum\nDad", "\u202EMum", "Mum\tDad"])("%j is refused with its own message", (nickname) => {
    const created = createBeneficiarySchema.safeParse({ kind: "phone", phone: "08031234567", nickname });
    expect(created.success).toBe(false);
    expect(created.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["nickname", BENEFICIARY_MSG.nicknameNotPrintable],
    ]);
    const edited = editBeneficiarySchema.safeParse({ nickname });
    expect(edited.error?.issues.map((i) => i.message)).toEqual([BENEFICIARY_MSG.nicknameNotPrintable]);
  });

  test("a line break at either end is trimmed away like a space; an emoji nickname is kept", () => {
    expect(editBeneficiarySchema.parse({ nickname: "\nMama\n" }).nickname).toBe("Mama");
    expect(editBeneficiarySchema.parse({ nickname: "Mama 👩‍👧" }).nickname).toBe("Mama 👩‍👧");
  });
});
