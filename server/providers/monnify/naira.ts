/** Naira decimals (provider payloads) to integer kobo and back, without float arithmetic on money. */

const NAIRA_PATTERN = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** "3000", "2990.5", 2990.5, "10.10" -> kobo; null for negatives, more than 2 decimals, exponents or junk. */
export function nairaToKobo(value: unknown): number | null {
  let text: string;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === "string") {
    text = value.trim();
  } else {
    return null;
  }
  const m = NAIRA_PATTERN.exec(text);
  if (!m) return null;
  const whole = Number(m[1]);
  const fraction = Number((m[2] ?? "0").padEnd(2, "0"));
  const kobo = whole * 100 + fraction;
  return Number.isSafeInteger(kobo) ? kobo : null;
}

/** Kobo to a naira number for JSON payloads (edge only). */
export function koboToNaira(kobo: number): number {
  return kobo / 100;
}

/** Kobo to the "1234.50" string form Monnify uses in some answers. */
export function koboToNairaString(kobo: number): string {
  const sign = kobo < 0 ? "-" : "";
  const abs = Math.abs(kobo);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
