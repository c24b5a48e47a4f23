import fc from "fast-check";
import { koboToNairaString, nairaToKobo } from "./naira";

test("naira decimals become exact kobo", () => {
  expect(nairaToKobo("3000")).toBe(300000);
  expect(nairaToKobo(3000)).toBe(300000);
  expect(nairaToKobo("2990.5")).toBe(299050);
  expect(nairaToKobo("10.10")).toBe(1010);
  expect(nairaToKobo(0.29)).toBe(29); // 0.29 * 100 is 28.999999999999996 in floating point
  expect(nairaToKobo(1.005)).toBeNull();
  expect(nairaToKobo("1.234")).toBeNull();
  expect(nairaToKobo("-5")).toBeNull();
  expect(nairaToKobo("1e3")).toBeNull();
  expect(nairaToKobo("")).toBeNull();
  expect(nairaToKobo(null)).toBeNull();
  expect(nairaToKobo(Number.NaN)).toBeNull();
});

test("kobo -> naira string -> kobo round-trips", () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 1e13 }), (kobo) => {
      expect(nairaToKobo(koboToNairaString(kobo))).toBe(kobo);
      expect(nairaToKobo(kobo / 100)).toBe(kobo);
    }),
  );
});
