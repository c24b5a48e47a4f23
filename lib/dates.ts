const lagos = new Intl.DateTimeFormat("en-NG", {
  timeZone: "Africa/Lagos",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hourCycle: "h12",
});

/**
 * The product's one date-time format (issue 16), on Lagos's clock, for the web, the PDFs and the
 * emails alike: "5 Mar 2025, 2:03 pm". The admin screens keep their sortable "2025-03-05 14:03"
 * (lib/admin/admin-format.ts), a tool for operators rather than a customer's view.
 * ICU's narrow no-break space before "pm" is written as a plain space (the PDF fonts lack it).
 */
export const formatLagosDateTime = (d: Date): string => lagos.format(d).replace(/\s+/g, " ");

const lagosClock = new Intl.DateTimeFormat("en-NG", {
  timeZone: "Africa/Lagos",
  hour: "numeric",
  minute: "2-digit",
  hourCycle: "h12",
});

/** The time part of that format alone, for moments later today: "2:03 pm". */
export const formatLagosTime = (d: Date): string => lagosClock.format(d).replace(/\s+/g, " ");

/** An ISO text (or Date) in that format; `fallback` when missing, the raw text when unreadable. */
export function formatLagosDateTimeText(value: string | Date | null | undefined, fallback = "—"): string {
  if (!value) return fallback;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? String(value) : formatLagosDateTime(d);
}
