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

/** A moment as Lagos wall-clock time for receipts, invoices and mails, e.g. "5 March 2025 at 14:03:09 WAT". */
export const formatLagosDateTime = (d: Date): string => `${lagos.format(d)} WAT`;

const lagosMinute = new Intl.DateTimeFormat("en-NG", {
  timeZone: "Africa/Lagos",
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});

/** A moment as Lagos wall-clock time to the minute, for lists: "5 Mar 2025, 14:03 WAT". */
export const formatLagosMinute = (d: Date): string => `${lagosMinute.format(d)} WAT`;
