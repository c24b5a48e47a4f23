import { vtpassAmountKobo } from "./vtpass-amount";

describe("vtpassAmountKobo: VTpass's own amount spellings", () => {
  test("plain numbers and decimal text", () => {
    expect(vtpassAmountKobo(1500)).toBe(150000);
    expect(vtpassAmountKobo("1500.50")).toBe(150050);
    expect(vtpassAmountKobo("100.00")).toBe(10000);
    expect(vtpassAmountKobo("1.")).toBe(100);
    expect(vtpassAmountKobo(0.1 + 0.2)).toBe(30);
  });

  test("grouping, the naira sign, an N prefix and spaces", () => {
    expect(vtpassAmountKobo("1,000.00")).toBe(100000);
    expect(vtpassAmountKobo("₦1,500")).toBe(150000);
    expect(vtpassAmountKobo("N200")).toBe(20000);
    expect(vtpassAmountKobo("n 200")).toBe(20000);
    expect(vtpassAmountKobo(" 2 500.5 ")).toBe(250050);
  });

  test("a third decimal rounds the kobo half away from zero", () => {
    expect(vtpassAmountKobo(15.005)).toBe(1501);
    expect(vtpassAmountKobo("15.004")).toBe(1500);
    expect(vtpassAmountKobo("1.995")).toBe(200);
    expect(vtpassAmountKobo("-2.125")).toBe(-213);
    expect(vtpassAmountKobo("-0.005")).toBe(-1);
  });

  test("negatives are kept (refunds and reversals in VTpass's reports)", () => {
    expect(vtpassAmountKobo("-5")).toBe(-500);
    expect(vtpassAmountKobo(-12.5)).toBe(-1250);
  });

  test("anything else is not an amount", () => {
    for (const v of ["abc", "", "1e3", "1.2.3", "--5", "N", null, undefined, Number.NaN, Infinity, {}, []])
      expect(vtpassAmountKobo(v)).toBeNull();
  });
});
