/**
 * Lagos calendar days, the days of every date filter and daily figure. Lagos keeps West Africa
 * Time (UTC+1) all year, with no daylight saving, so a day starts at 23:00 UTC of the day before.
 */
export const DAY_MS = 24 * 3600 * 1000;

const lagosDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Africa/Lagos",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The Lagos day `day` (YYYY-MM-DD) as [start, end). */
export function lagosDayBounds(day: string): { start: Date; end: Date } {
  const start = new Date(`${day}T00:00:00+01:00`);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/** The Lagos calendar day containing `moment`, as [start, end). */
export function lagosDayWindow(moment: Date): { day: string; start: Date; end: Date } {
  const day = lagosDay.format(moment); // en-CA gives YYYY-MM-DD
  return { day, ...lagosDayBounds(day) };
}
