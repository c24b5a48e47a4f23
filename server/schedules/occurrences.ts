import { LAGOS_OFFSET_MS, type ScheduleFrequency } from "../../lib/contracts/schedules";

/**
 * When a schedule's purchases fall, on Lagos's clock (UTC+1 all year, so a day is always 24 h).
 * Every occurrence keeps the first one's time of day; a monthly one falls on its day of the month,
 * or on a shorter month's last day (31 → 30 April, 28/29 February).
 */
export interface Timing {
  frequency: ScheduleFrequency;
  startAt: Date;
  dayOfMonth: number | null;
  endAt: Date | null;
  maxRuns: number | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Lagos wall-clock parts of an instant. */
function lagosParts(d: Date) {
  const l = new Date(d.getTime() + LAGOS_OFFSET_MS);
  return {
    year: l.getUTCFullYear(),
    month: l.getUTCMonth(),
    day: l.getUTCDate(),
    minuteOfDay: l.getUTCHours() * 60 + l.getUTCMinutes(),
  };
}

const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** The monthly occurrence in a Lagos month (month may run past 11: Date.UTC carries it). */
function monthlyIn(year: number, month: number, day: number, minuteOfDay: number): Date {
  const first = new Date(Date.UTC(year, month, 1));
  const y = first.getUTCFullYear();
  const m = first.getUTCMonth();
  const d = Math.min(day, lastDayOf(y, m));
  return new Date(Date.UTC(y, m, d) + minuteOfDay * 60_000 - LAGOS_OFFSET_MS);
}

const monthlyDay = (t: Timing) => t.dayOfMonth ?? lagosParts(t.startAt).day;

/** The first occurrence: the start itself, or for a monthly schedule the first day-of-month on or after it. */
export function firstOccurrence(t: Timing): Date {
  if (t.frequency !== "monthly") return t.startAt;
  const s = lagosParts(t.startAt);
  const here = monthlyIn(s.year, s.month, monthlyDay(t), s.minuteOfDay);
  return here >= t.startAt ? here : monthlyIn(s.year, s.month + 1, monthlyDay(t), s.minuteOfDay);
}

/** The occurrence after `prev` (an occurrence), ignoring the end; null for a one-off. */
function following(t: Timing, prev: Date): Date | null {
  switch (t.frequency) {
    case "once":
      return null;
    case "daily":
      return new Date(prev.getTime() + DAY_MS);
    case "weekly":
      return new Date(prev.getTime() + 7 * DAY_MS);
    case "monthly": {
      const p = lagosParts(prev);
      return monthlyIn(p.year, p.month + 1, monthlyDay(t), lagosParts(t.startAt).minuteOfDay);
    }
  }
}

/** The occurrence that may still come after `prev`, given how many came already; null when the schedule has ended. */
export function nextOccurrence(t: Timing, prev: Date, runsSoFar: number): Date | null {
  const next = following(t, prev);
  return within(t, next, runsSoFar);
}

function within(t: Timing, at: Date | null, runsSoFar: number): Date | null {
  if (!at) return null;
  if (t.endAt && at > t.endAt) return null;
  if (t.maxRuns !== null && runsSoFar >= t.maxRuns) return null;
  return at;
}

/** The first occurrence at or after `from` (a resumed schedule skips those it missed while paused). */
export function occurrenceFrom(t: Timing, from: Date, runsSoFar: number): Date | null {
  let at: Date | null = firstOccurrence(t);
  // Bounded: a daily schedule paused for years still ends the walk.
  for (let i = 0; at && at < from && i < 20_000; i++) at = following(t, at);
  return at && at >= from ? within(t, at, runsSoFar) : null;
}
