import { formatLagosDateTime, formatLagosDateTimeText } from "./dates";

describe("formatLagosDateTime (issue 16: one format for web, PDFs and emails)", () => {
  it("shows the moment on Lagos's clock (UTC+1, no daylight saving), 12-hour", () => {
    expect(formatLagosDateTime(new Date("2025-03-05T13:03:09Z"))).toBe("5 Mar 2025, 2:03 pm");
    // 23:30 UTC on New Year's Eve is already the next day and year in Lagos.
    expect(formatLagosDateTime(new Date("2024-12-31T23:30:00Z"))).toBe("1 Jan 2025, 12:30 am");
  });
  it("uses plain spaces only (the PDF fonts have no narrow no-break space)", () => {
    expect(formatLagosDateTime(new Date("2025-03-05T17:44:00Z"))).toMatch(/^[\x20-\x7e]+$/);
  });
  it("reads ISO text, with a fallback for none and the raw text when unreadable", () => {
    expect(formatLagosDateTimeText("2025-03-05T13:03:09Z")).toBe("5 Mar 2025, 2:03 pm");
    expect(formatLagosDateTimeText(null)).toBe("—");
    expect(formatLagosDateTimeText(undefined, "N/A")).toBe("N/A");
    expect(formatLagosDateTimeText("yesterday")).toBe("yesterday");
  });
});
