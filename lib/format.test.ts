import { formatKobo, formatNaira } from "./format";

describe("formatNaira", () => {
  it("shows naira with the sign, thousands separators and 2 decimals", () => {
    expect(formatNaira(1234.5)).toBe("₦1,234.50");
    expect(formatNaira(0)).toBe("₦0.00");
    expect(formatNaira(1000000)).toBe("₦1,000,000.00");
    expect(formatNaira("50")).toBe("₦50.00");
  });
  it("rounds to 2 decimals and treats junk as zero", () => {
    expect(formatNaira(10.005)).toMatch(/^₦10\.0[01]$/);
    expect(formatNaira(Number.NaN)).toBe("₦0.00");
    expect(formatNaira(undefined)).toBe("₦0.00");
    expect(formatNaira("abc")).toBe("₦0.00");
  });
  it("formats kobo", () => {
    expect(formatKobo(123450)).toBe("₦1,234.50");
  });
});
