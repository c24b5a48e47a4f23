/** Kobo to naira for JSON answers (the edge): 123450 -> 1234.5. */
export const koboToNaira = (kobo: number): number => kobo / 100;

// Naira amounts for people are formatted by lib/format (formatKobo): "₦1,234.50" on the web, in mails and PDFs alike.

const lagos = new Intl.DateTimeFormat("en-NG", {
  timeZone: "Africa/Lagos",
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hour12: false,
});

/** A moment as Lagos wall-clock time, e.g. "5 March 2025 at 14:03:09 WAT". */
export const formatLagosDateTime = (d: Date): string => `${lagos.format(d)} WAT`;
