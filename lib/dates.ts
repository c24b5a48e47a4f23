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
