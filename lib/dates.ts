/**
 * Lagos's clock without Intl: a page's first Intl object costs 16-30 ms of main thread (ICU
 * start-up, measured in Chromium; 60-120 ms at Lighthouse's 4x slower CPU), and every customer
 * page shows dates. A fixed offset is exact: Lagos keeps West Africa Time, UTC+01:00, with no
 * daylight saving, since 1 September 1919, so its wall clock is the UTC fields of the moment plus
 * one hour. Earlier moments (UTC+00:30, before that local mean time) are out of scope: they would
 * read up to an hour off, and the wallet holds none.
 */
const WAT_OFFSET_MS = 3_600_000;

/** en-NG's short month names as ICU writes them ("Sept", not "Sep"). */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];

/** The moment's Lagos wall clock, to be read with the getUTC* methods. */
function lagosWallClock(d: Date): Date {
  const t = d.getTime();
  if (Number.isNaN(t)) throw new RangeError("Invalid time value"); // as Intl's format did
  return new Date(t + WAT_OFFSET_MS);
}

/** "2:03 pm": 12-hour, no leading zero on the hour, lowercase am/pm, "12:00 am" at midnight. */
function clockText(wall: Date): string {
  const h = wall.getUTCHours();
  return `${h % 12 || 12}:${String(wall.getUTCMinutes()).padStart(2, "0")} ${h < 12 ? "am" : "pm"}`;
}

/**
 * The product's one date-time format (issue 16), on Lagos's clock, for the web, the PDFs and the
 * emails alike: "5 Mar 2025, 2:03 pm". The admin screens keep their sortable "2025-03-05 14:03"
 * (lib/admin/admin-format.ts), a tool for operators rather than a customer's view.
 * Exactly what en-NG's Intl.DateTimeFormat wrote, with plain spaces only (the PDF fonts lack ICU's
 * narrow no-break space before "pm").
 */
export function formatLagosDateTime(d: Date): string {
  const wall = lagosWallClock(d);
  return `${wall.getUTCDate()} ${MONTHS[wall.getUTCMonth()]} ${wall.getUTCFullYear()}, ${clockText(wall)}`;
}

/** The time part of that format alone, for moments later today: "2:03 pm". */
export const formatLagosTime = (d: Date): string => clockText(lagosWallClock(d));

/** A month "YYYY-MM" as en-NG writes it short: "2026-03" -> "Mar 2026". */
export function formatMonth(month: string): string {
  const [year, m] = month.split("-").map(Number);
  return `${MONTHS[m - 1]} ${year}`;
}

/** A calendar day "YYYY-MM-DD" in the date part of the product's format: "2026-11-28" -> "28 Nov 2026". */
export function formatDay(day: string): string {
  const [year, m, d] = day.split("-").map(Number);
  return `${d} ${MONTHS[m - 1]} ${year}`;
}

/** A moment on Lagos's clock to the second, "YYYY-MM-DD HH:mm:ss": sortable, for operators' files (the admin CSV). */
export const formatLagosTimestamp = (d: Date): string => lagosWallClock(d).toISOString().slice(0, 19).replace("T", " ");

/** Lagos's calendar day of a moment, "YYYY-MM-DD": today's date for a date input, a statement's days. */
export const lagosToday = (now: Date): string => lagosWallClock(now).toISOString().slice(0, 10);

/** An ISO text (or Date) in that format; `fallback` when missing, the raw text when unreadable. */
export function formatLagosDateTimeText(value: string | Date | null | undefined, fallback = "—"): string {
  if (!value) return fallback;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? String(value) : formatLagosDateTime(d);
}
