import { formatLagosDateTime } from "./dates";

describe("formatLagosDateTime", () => {
  it("shows the moment on Lagos's clock (UTC+1, no daylight saving)", () => {
    expect(formatLagosDateTime(new Date("2025-03-05T13:03:09Z"))).toBe("5 March 2025 at 14:03:09 WAT");
    // 23:30 UTC on New Year's Eve is already the next day and year in Lagos.
    expect(formatLagosDateTime(new Date("2024-12-31T23:30:00Z"))).toBe("1 January 2025 at 00:30:00 WAT");
  });
});
