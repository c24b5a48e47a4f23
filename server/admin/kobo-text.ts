/** Kobo as a plain decimal for files (no grouping, 2 decimals), built from integers: 123450 -> "1234.50". */
export function formatKoboPlain(kobo: number): string {
  const sign = kobo < 0 ? "-" : "";
  const abs = Math.abs(kobo);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
