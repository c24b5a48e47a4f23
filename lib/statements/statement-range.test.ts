import { STATEMENT_MESSAGES } from "@/lib/contracts/statements";
import { lagosToday } from "@/lib/dates";
import { checkRange, presetRange, statementFileUrl } from "./statement-range";

test("Lagos's day starts at 23:00 UTC of the day before", () => {
  expect(lagosToday(new Date("2026-02-28T22:59:59Z"))).toBe("2026-02-28");
  expect(lagosToday(new Date("2026-02-28T23:00:00Z"))).toBe("2026-03-01");
});

test("this month runs to today; last month is the whole month before, January's December included", () => {
  expect(presetRange("this_month", "2026-03-14")).toEqual({ from: "2026-03-01", to: "2026-03-14" });
  expect(presetRange("last_month", "2026-03-14")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
  expect(presetRange("last_month", "2026-01-31")).toEqual({ from: "2025-12-01", to: "2025-12-31" });
});

test("a custom range is checked as the API checks it, and not after today", () => {
  expect(checkRange("2026-03-10", "2026-03-01", "2026-03-14")).toEqual({
    ok: false,
    errors: { to: STATEMENT_MESSAGES.inverted },
  });
  expect(checkRange("2025-03-01", "2026-03-01", "2026-03-14")).toEqual({
    ok: false,
    errors: { to: STATEMENT_MESSAGES.tooLong },
  });
  expect(checkRange("2026-03-01", "2026-03-15", "2026-03-14")).toEqual({
    ok: false,
    errors: { to: STATEMENT_MESSAGES.future },
  });
  expect(checkRange("", "2026-03-01", "2026-03-14")).toMatchObject({
    ok: false,
    errors: { from: STATEMENT_MESSAGES.fromRequired },
  });
  expect(checkRange("2026-03-01", "", "2026-03-14")).toMatchObject({
    ok: false,
    errors: { to: STATEMENT_MESSAGES.toRequired },
  });
  expect(checkRange("1/3/2026", "2026-03-01", "2026-03-14")).toMatchObject({
    ok: false,
    errors: { from: STATEMENT_MESSAGES.dayFormat },
  });
  expect(checkRange("2025-03-02", "2026-03-01", "2026-03-14")).toEqual({
    ok: true,
    range: { from: "2025-03-02", to: "2026-03-01" },
  });
  expect(statementFileUrl({ from: "2026-03-01", to: "2026-03-14" }, "pdf")).toBe(
    "/api/statements/statement.pdf?from=2026-03-01&to=2026-03-14",
  );
});
