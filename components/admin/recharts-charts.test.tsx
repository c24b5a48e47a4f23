import { dayTick } from "./recharts-charts";

/** The dashboard chart writes its days like every admin date (spec 9: year-month-day), not "29/10". */
test("the daily chart's day axis reads year-month-day", () => {
  expect(dayTick("2025-10-29")).toBe("2025-10-29");
  expect(dayTick("2026-01-05")).toBe("2026-01-05");
});
