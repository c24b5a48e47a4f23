const wholeNaira = new Intl.NumberFormat("en-NG", { maximumFractionDigits: 0 });

/** Kobo to naira for JSON answers (the edge): 123450 -> 1234.5. */
export const koboToNaira = (kobo: number): number => kobo / 100;

/**
 * "NGN 1,234.50": en-NG grouping, 2 decimals, built from integers (no float rounding).
 * The receipt uses the ISO code because pdfkit's standard fonts have no ₦ glyph.
 */
export function formatKoboNgn(kobo: number): string {
  const sign = kobo < 0 ? "-" : "";
  const abs = Math.abs(kobo);
  const naira = Math.trunc(abs / 100);
  const k = abs % 100;
  return `${sign}NGN ${wholeNaira.format(naira)}.${String(k).padStart(2, "0")}`;
}

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
