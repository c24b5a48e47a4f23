const DAY_MS = 24 * 3600 * 1000;
const lagosDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Africa/Lagos",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/**
 * The Lagos calendar day containing `moment`, as [start, end). Lagos keeps West Africa Time
 * (UTC+1) all year, so a day starts at 23:00 UTC of the day before.
 */
export function lagosDayWindow(moment: Date): { day: string; start: Date; end: Date } {
  const day = lagosDay.format(moment); // en-CA gives YYYY-MM-DD
  const start = new Date(`${day}T00:00:00+01:00`);
  return { day, start, end: new Date(start.getTime() + DAY_MS) };
}
