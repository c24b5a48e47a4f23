import { lagosLocalToDate } from "../../lib/contracts/schedules";
import { firstOccurrence, nextOccurrence, occurrenceFrom, type Timing } from "./occurrences";
import { renewalDayOf } from "./tv-renewal";

const at = (lagos: string) => lagosLocalToDate(lagos)!;
const lagos = (d: Date | null) => (d ? new Date(d.getTime() + 3_600_000).toISOString().slice(0, 16) : null);
const timing = (t: Partial<Timing> & Pick<Timing, "frequency" | "startAt">): Timing => ({
  dayOfMonth: null,
  endAt: null,
  maxRuns: null,
  ...t,
});

/** The first n occurrences. */
function walk(t: Timing, n: number): (string | null)[] {
  const out: (string | null)[] = [];
  let at: Date | null = firstOccurrence(t);
  for (let i = 0; i < n && at; i++) {
    out.push(lagos(at));
    at = nextOccurrence(t, at, i + 1);
  }
  return out;
}

describe("occurrences on Lagos's clock", () => {
  test("Lagos wall-clock text is UTC+1; an impossible date is refused", () => {
    expect(at("2026-12-01T09:30").toISOString()).toBe("2026-12-01T08:30:00.000Z");
    expect(lagosLocalToDate("2026-02-30T09:00")).toBeNull();
    expect(lagosLocalToDate("2026-12-01T24:00")).toBeNull();
  });
  test("daily and weekly keep the time of day", () => {
    expect(walk(timing({ frequency: "daily", startAt: at("2026-12-31T23:30") }), 3)).toEqual([
      "2026-12-31T23:30",
      "2027-01-01T23:30",
      "2027-01-02T23:30",
    ]);
    expect(walk(timing({ frequency: "weekly", startAt: at("2026-12-01T08:00") }), 2)).toEqual([
      "2026-12-01T08:00",
      "2026-12-08T08:00",
    ]);
  });
  test("monthly on the 31st falls back to the month's last day and comes back to the 31st", () => {
    expect(walk(timing({ frequency: "monthly", startAt: at("2027-01-31T07:00"), dayOfMonth: 31 }), 4)).toEqual([
      "2027-01-31T07:00",
      "2027-02-28T07:00",
      "2027-03-31T07:00",
      "2027-04-30T07:00",
    ]);
    expect(walk(timing({ frequency: "monthly", startAt: at("2028-01-30T07:00"), dayOfMonth: 29 }), 2)).toEqual([
      "2028-02-29T07:00",
      "2028-03-29T07:00",
    ]);
  });
  test("monthly: a day already past in the start's month begins the next month; the start's own day by default", () => {
    expect(walk(timing({ frequency: "monthly", startAt: at("2026-12-20T10:00"), dayOfMonth: 5 }), 2)).toEqual([
      "2027-01-05T10:00",
      "2027-02-05T10:00",
    ]);
    expect(walk(timing({ frequency: "monthly", startAt: at("2026-12-20T10:00") }), 2)).toEqual([
      "2026-12-20T10:00",
      "2027-01-20T10:00",
    ]);
  });
  test("an end date and a count end it; once has one occurrence", () => {
    expect(
      walk(timing({ frequency: "daily", startAt: at("2026-12-01T10:00"), endAt: at("2026-12-03T23:59") }), 10),
    ).toHaveLength(3);
    expect(walk(timing({ frequency: "weekly", startAt: at("2026-12-01T10:00"), maxRuns: 2 }), 10)).toHaveLength(2);
    expect(walk(timing({ frequency: "once", startAt: at("2026-12-01T10:00") }), 10)).toEqual(["2026-12-01T10:00"]);
  });
  test("resuming finds the next occurrence still to come", () => {
    const t = timing({ frequency: "daily", startAt: at("2026-12-01T10:00") });
    expect(lagos(occurrenceFrom(t, at("2026-12-05T11:00"), 4))).toBe("2026-12-06T10:00");
    expect(occurrenceFrom(timing({ ...t, maxRuns: 4 }), at("2026-12-05T11:00"), 4)).toBeNull();
  });
  test("a TV plan renews the day before the purchase's day of month (the 1st: the month's last day)", () => {
    expect(renewalDayOf(at("2026-11-24T15:00"))).toBe(23);
    expect(renewalDayOf(at("2026-11-01T00:30"))).toBe(31);
    // 23:30 UTC on 30 Nov is already 1 Dec in Lagos.
    expect(renewalDayOf(new Date("2026-11-30T23:30:00Z"))).toBe(31);
  });
});
