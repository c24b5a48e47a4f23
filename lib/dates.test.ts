import fc from "fast-check";
import {
  formatDay,
  formatLagosDateTime,
  formatLagosDateTimeText,
  formatLagosTime,
  formatMonth,
  lagosToday,
} from "./dates";

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

describe("Lagos dates without Intl, exactly as Intl wrote them", () => {
  const clock = { timeZone: "Africa/Lagos", hour: "numeric", minute: "2-digit", hourCycle: "h12" } as const;
  const dateTime = new Intl.DateTimeFormat("en-NG", { ...clock, day: "numeric", month: "short", year: "numeric" });
  const time = new Intl.DateTimeFormat("en-NG", clock);
  const day = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Africa/Lagos",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  /** The formatters as they were: Intl's text with each run of whitespace as one plain space. */
  const referenceDateTime = (d: Date) => dateTime.format(d).replace(/\s+/g, " ");
  const referenceTime = (d: Date) => time.format(d).replace(/\s+/g, " ");

  /** The first moments a formatter writes differently from Intl, with both texts: [] when all agree. */
  function differing(moments: Date[]) {
    const found = [];
    for (const d of moments) {
      const got = [formatLagosDateTime(d), formatLagosTime(d), lagosToday(d)];
      const want = [referenceDateTime(d), referenceTime(d), day.format(d)]; // lagosToday was en-CA's YYYY-MM-DD
      if (got.join("|") !== want.join("|")) found.push({ at: d.toISOString(), got, want });
    }
    return found.slice(0, 5);
  }
  const utc = (...fields: [number, number, number, number?, number?, number?, number?]) =>
    new Date(Date.UTC(...fields));

  it("agrees on 20,000 seeded random moments from 1970 to 2100", () => {
    const ms = fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2100, 0, 1) });
    const moments = fc.sample(ms, { seed: 20250305, numRuns: 20_000 }).map((t) => new Date(t));
    expect(differing(moments)).toEqual([]);
  });
  it("agrees on every minute of a Lagos day, across UTC midnight", () => {
    const moments = Array.from({ length: 24 * 60 }, (_, i) => utc(2025, 2, 4, 23, i));
    expect(differing(moments)).toEqual([]);
  });
  it("agrees at Lagos midnight and noon, the year's last UTC minute, leap days and each month's first and last day", () => {
    const moments = [utc(1970, 0, 1, 0, 0), utc(2099, 11, 31, 23, 59, 59, 999), utc(2100, 0, 1)];
    for (const year of [1970, 2000, 2024, 2025, 2100]) {
      moments.push(utc(year - 1, 11, 31, 23, 59), utc(year - 1, 11, 31, 22, 59, 59, 999));
      moments.push(utc(year, 1, 28, 23, 0), utc(year, 1, 29, 22, 59)); // 29 Feb in Lagos, or 1 Mar
      for (let month = 0; month < 12; month++) {
        moments.push(utc(year, month, 1, 10, 59), utc(year, month, 1, 11, 0), utc(year, month, 1, 23, 0));
        moments.push(utc(year, month + 1, 0, 22, 59), utc(year, month + 1, 0, 23, 0)); // last day, then next month
      }
    }
    expect(differing(moments)).toEqual([]);
    expect(formatLagosDateTime(utc(2025, 8, 9, 11, 0))).toBe("9 Sept 2025, 12:00 pm");
    expect(formatLagosDateTime(utc(2024, 1, 28, 23, 5))).toBe("29 Feb 2024, 12:05 am");
    expect(formatLagosTime(utc(2025, 2, 5, 8, 7))).toBe("9:07 am");
    expect(lagosToday(utc(2026, 1, 28, 23, 0))).toBe("2026-03-01");
  });
  it("refuses an invalid date as Intl did", () => {
    expect(() => formatLagosDateTime(new Date(NaN))).toThrow(RangeError);
    expect(() => formatLagosTime(new Date(NaN))).toThrow(RangeError);
    expect(() => lagosToday(new Date(NaN))).toThrow(RangeError);
  });
});

test("formatMonth writes a month as en-NG's Intl.DateTimeFormat did (month short, year numeric)", () => {
  const intl = new Intl.DateTimeFormat("en-NG", { month: "short", year: "numeric", timeZone: "UTC" });
  const months = Array.from({ length: (2101 - 1970) * 12 }, (_, i) =>
    new Date(Date.UTC(1970, i, 1)).toISOString().slice(0, 7),
  );
  expect(months.filter((m) => formatMonth(m) !== intl.format(new Date(`${m}-01T00:00:00Z`)))).toEqual([]);
  expect(formatMonth("2026-09")).toBe("Sept 2026");
});

test("formatDay writes a calendar day as the date part of the product's format", () => {
  expect(formatDay("2026-11-28")).toBe("28 Nov 2026");
  expect(formatDay("2026-09-01")).toBe("1 Sept 2026");
  // The same day text as the date-time format writes for a moment of that Lagos day.
  const moment = new Date("2026-03-05T13:03:00Z");
  expect(formatLagosDateTime(moment).startsWith(`${formatDay(lagosToday(moment))},`)).toBe(true);
});
