/**
 * Calendar days as the API's date filters and forms take them (YYYY-MM-DD): one rule for what a
 * real day is, and for the earliest day a filter may name.
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What a day field answers, wherever it is read: a text not shaped YYYY-MM-DD, a day no calendar has. */
export const DAY_MESSAGES = { format: "Use the format YYYY-MM-DD.", notADay: "Not a real date." } as const;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export const isCalendarDay = (s: string): boolean => {
  const d = new Date(`${s}T00:00:00Z`);
  return DAY.test(s) && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/**
 * The earliest day a date filter may name. No wallet data is older, and a Lagos midnight before
 * year 1 (0001-01-01 is 0000-12-31T23:00Z) is outside what PostgreSQL reads as a timestamp.
 */
export const FIRST_FILTER_DAY = "1900-01-01";
export const TOO_EARLY_DAY = `Use a date from ${FIRST_FILTER_DAY} on.`;

/** Shaped YYYY-MM-DD (a day field's format check; whether the day exists is isCalendarDay's). */
export const isDayShaped = (s: string): boolean => DAY.test(s);

/** A real day, or not shaped as a day at all: the format's own message speaks for those, once. */
export const isRealDayIfShaped = (s: string): boolean => !DAY.test(s) || isCalendarDay(s);

/** A real day on or after FIRST_FILTER_DAY (not a real day answers true: that check speaks for it). */
export const isFilterableDay = (s: string): boolean => !isCalendarDay(s) || s >= FIRST_FILTER_DAY;
