import fc from "fast-check";
import {
  formatKobo,
  formatNaira,
  groupThousands,
  koboToNaira,
  koboToNairaText,
  nairaToKobo,
  ungroupNaira,
} from "./money";
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
    expect(formatNaira(10.005)).toBe("₦10.01");
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

describe("formatting without Intl, byte for byte as Intl (en-NG) formats", () => {
  const currency = new Intl.NumberFormat("en-NG", {
    style: "currency",
    currency: "NGN",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  /** What formatNaira gave when it was Intl: non-numbers as 0. */
  const reference = (n: number) => currency.format(Number.isFinite(n) ? n : 0);
  /** The first values whose text differs from Intl's, with both texts: [] when all agree. */
  function differing(values: Iterable<number>, format: (n: number) => string = formatNaira, want = reference) {
    const found = [];
    for (const n of values) if (format(n) !== want(n)) found.push({ n, got: format(n), want: want(n) });
    return found.slice(0, 5);
  }
  function* range(from: number, to: number, map = (i: number) => i) {
    for (let i = from; i <= to; i++) yield map(i);
  }
  const koboReference = (kobo: number) => reference(kobo / 100);
  const sample = <T>(arb: fc.Arbitrary<T>) => fc.sample(arb, { seed: 20250305, numRuns: 20_000 });

  it("formats every kobo amount from -₦1,000.00 to ₦1,000.00, around a million and up to the largest safe kobo", () => {
    for (const [from, to] of [
      [-100_000, 100_000],
      [99_900_000, 100_100_000],
      [Number.MAX_SAFE_INTEGER - 100_000, Number.MAX_SAFE_INTEGER],
    ])
      expect(differing(range(from, to), formatKobo, koboReference)).toEqual([]);
    expect(differing(sample(fc.maxSafeInteger()), formatKobo, koboReference)).toEqual([]);
  });
  it("rounds half kobo and tenths of a kobo as Intl does: half away from zero, on the decimal value", () => {
    expect(differing(range(-200_000, 200_000, (i) => i / 1000))).toEqual([]);
    expect(differing(range(-200_000, 200_000, (i) => i / 10_000))).toEqual([]);
    expect(differing(range(0, 200_000, (i) => 1234 + i / 1000))).toEqual([]);
  });
  it("formats the awkward ones: ties a double holds a hair below, -0, tiny, huge, not numbers", () => {
    const ties = [1.005, 10.005, 0.125, 1234.565, -1234.565, 0.005, -0.005, 0.995, 9.995, 999.995, 999_999.995];
    const small = [0, -0, -0.001, 0.0049999, 1e-7, 5e-324, -5e-324, Number.EPSILON];
    const big = [Number.MAX_SAFE_INTEGER / 100, -Number.MAX_SAFE_INTEGER / 100, Number.MAX_SAFE_INTEGER, 2 ** 53 + 2];
    const huge = [1e21, -1e21, 1.5e25, Number.MAX_VALUE, -Number.MAX_VALUE, NaN, Infinity, -Infinity];
    expect(differing([...ties, ...small, ...big, ...huge])).toEqual([]);
    expect(formatNaira(1.005)).toBe("₦1.01");
    expect(formatNaira(-1234.5)).toBe("-₦1,234.50");
    expect(formatNaira(-0)).toBe("-₦0.00");
  });
  it("formats random doubles of every size and with many decimals", () => {
    expect(differing(sample(fc.double()))).toEqual([]);
    expect(differing(sample(fc.double({ min: -1e7, max: 1e7 })))).toEqual([]);
    const decimals = fc.tuple(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 1, max: 9 }));
    expect(differing(sample(decimals).map(([i, places]) => i / 10 ** places))).toEqual([]);
  });
  it("reads text as Number() does", () => {
    for (const text of ["1.005", " 2990.5 ", "-0", "1e3", "0x10", ""])
      expect(formatNaira(text)).toBe(reference(Number(text)));
  });
  it("groups whole numbers as toLocaleString('en-NG') does", () => {
    const locale = new Intl.NumberFormat("en-NG"); // what n.toLocaleString("en-NG") builds on each call
    const grouped = (values: Iterable<number>) => differing(values, groupThousands, (n) => locale.format(n));
    expect(grouped(range(-20_000, 20_000))).toEqual([]);
    const powersOfTen = [...range(0, 15, (p) => 10 ** p)].flatMap((n) => [n - 1, n, -n]);
    const edges = [-0, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER];
    expect(grouped([...powersOfTen, ...edges, ...sample(fc.maxSafeInteger())])).toEqual([]);
    expect(groupThousands(1_000_000)).toBe("1,000,000");
  });
});

describe("ungroupNaira", () => {
  it("takes out commas that group thousands, and only those", () => {
    expect(ungroupNaira(" 1,000,000.50 ")).toBe("1000000.50");
    expect(ungroupNaira("-2,500")).toBe("-2500");
    expect(ungroupNaira("12,500.")).toBe("12500.");
    for (const v of ["1,50", "25,00", "2,5,00", "1,0000", ",500", "500,", "1,000,00"]) expect(ungroupNaira(v)).toBe(v);
    expect(ungroupNaira("2500")).toBe("2500");
  });
});

describe("checkNairaAmount", () => {
  const MAX = 10_000_000_00;
  it("gives exact kobo for a positive amount up to the limit", () => {
    expect(checkNairaAmount("700", MAX)).toEqual({ kobo: 70000 });
    expect(checkNairaAmount(0.29, MAX)).toEqual({ kobo: 29 });
    expect(checkNairaAmount("10000000.00", MAX)).toEqual({ kobo: MAX });
    // Commas group thousands as people type them (the claim form's placeholder is "5,000.00").
    expect(checkNairaAmount("2,500", MAX)).toEqual({ kobo: 250_000 });
    expect(checkNairaAmount(" 1,000,000.50 ", MAX)).toEqual({ kobo: 100_000_050 });
  });
  it("tells the size before the decimals: a number too long to be a plain amount is too large", () => {
    for (const v of ["99999999999999", 99999999999999, "10000000.01", "10000001", 1e21, "99999999999999.999"])
      expect(checkNairaAmount(v, MAX)).toEqual({ problem: "tooLarge" });
  });
  it("refuses a negative or zero amount as not positive, whatever its size", () => {
    for (const v of ["-5", -5, "-99999999999999", "0", "0.00", 0])
      expect(checkNairaAmount(v, MAX)).toEqual({ problem: "notPositive" });
  });
  it("refuses junk, more than 2 decimals and commas that group no thousands as invalid", () => {
    for (const v of [
      "abc",
      "1.234",
      "0.001",
      "1e3",
      "1,500.123",
      "₦50",
      "--5",
      "1,50",
      "25,00",
      "2,5,00",
      ",500",
      Number.NaN,
      Infinity,
    ])
      expect(checkNairaAmount(v, MAX)).toEqual({ problem: "invalid" });
  });
});
