import fc from "fast-check";
import { formatKobo, formatNaira, koboToNaira, koboToNairaText, nairaToKobo } from "./money";
import { checkNairaAmount } from "./naira-amount";

describe("nairaToKobo", () => {
  it("reads naira decimals as exact kobo", () => {
    expect(nairaToKobo("3000")).toBe(300000);
    expect(nairaToKobo(3000)).toBe(300000);
    expect(nairaToKobo("2990.5")).toBe(299050);
    expect(nairaToKobo(" 10.10 ")).toBe(1010);
    expect(nairaToKobo(0.29)).toBe(29); // 0.29 * 100 is 28.999999999999996 in floating point
  });
  it("refuses what is not a plain amount", () => {
    for (const v of [1.005, "1.234", "-5", "1e3", "", "1,500", "₦50", "NaN", null, undefined, Number.NaN, Infinity, {}])
      expect(nairaToKobo(v)).toBeNull();
  });
  it("accepts negatives only when asked", () => {
    expect(nairaToKobo("-12.5", { allowNegative: true })).toBe(-1250);
    expect(nairaToKobo(-0.01, { allowNegative: true })).toBe(-1);
    expect(nairaToKobo("-0", { allowNegative: true })).toBe(0);
  });
  it("round-trips every kobo amount through text and through the JSON number", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (kobo) => {
        expect(nairaToKobo(koboToNairaText(kobo), { allowNegative: true })).toBe(kobo);
        expect(nairaToKobo(koboToNaira(kobo), { allowNegative: true })).toBe(kobo);
      }),
    );
  });
});

describe("formatting", () => {
  it("shows naira with the sign, grouping and 2 decimals", () => {
    expect(formatNaira(1234.5)).toBe("₦1,234.50");
    expect(formatNaira(0)).toBe("₦0.00");
    expect(formatNaira(1000000)).toBe("₦1,000,000.00");
    expect(formatNaira("50")).toBe("₦50.00");
    expect(formatKobo(123450)).toBe("₦1,234.50");
    expect(formatKobo(100000000)).toBe("₦1,000,000.00");
  });
  it("rounds to 2 decimals and shows junk as zero", () => {
    expect(formatNaira(10.005)).toMatch(/^₦10\.0[01]$/);
    expect(formatNaira(Number.NaN)).toBe("₦0.00");
    expect(formatNaira(undefined)).toBe("₦0.00");
    expect(formatNaira(null)).toBe("₦0.00");
    expect(formatNaira("abc")).toBe("₦0.00");
  });
  it("writes plain decimal text from integers", () => {
    expect(koboToNairaText(123450)).toBe("1234.50");
    expect(koboToNairaText(5)).toBe("0.05");
    expect(koboToNairaText(-101)).toBe("-1.01");
  });
});

describe("checkNairaAmount", () => {
  const MAX = 10_000_000_00;
  it("gives exact kobo for a positive amount up to the limit", () => {
    expect(checkNairaAmount("700", MAX)).toEqual({ kobo: 70000 });
    expect(checkNairaAmount(0.29, MAX)).toEqual({ kobo: 29 });
    expect(checkNairaAmount("10000000.00", MAX)).toEqual({ kobo: MAX });
  });
  it("tells the size before the decimals: a number too long to be a plain amount is too large", () => {
    for (const v of ["99999999999999", 99999999999999, "10000000.01", "10000001", 1e21, "99999999999999.999"])
      expect(checkNairaAmount(v, MAX)).toEqual({ problem: "tooLarge" });
  });
  it("refuses a negative or zero amount as not positive, whatever its size", () => {
    for (const v of ["-5", -5, "-99999999999999", "0", "0.00", 0])
      expect(checkNairaAmount(v, MAX)).toEqual({ problem: "notPositive" });
  });
  it("refuses junk and more than 2 decimals as invalid", () => {
    for (const v of ["abc", "1.234", "0.001", "1e3", "1,500", "₦50", "--5", Number.NaN, Infinity])
      expect(checkNairaAmount(v, MAX)).toEqual({ problem: "invalid" });
  });
});
