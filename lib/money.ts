/**
 * Money, the one home for it: integer kobo in the domain and the database, naira decimals only at
 * the edges (JSON answers, provider payloads, files, screens). Parsing never goes through floating
 * point arithmetic on the digits. Provider quirks ("₦1,500" from VTpass, say) are parsed by that
 * provider's adapter into plain text first, then handed to nairaToKobo.
 */

const NAIRA_TEXT = /^(-)?(\d{1,13})(?:\.(\d{1,2}))?$/;

export interface NairaParseOptions {
  /** Accept a leading "-" (ledger adjustments, reports). Default: refuse. */
  allowNegative?: boolean;
}

/**
 * Naira as a number or plain decimal text ("3000", "2990.5", 2990.5, "10.10") to exact kobo.
 * null for more than 2 decimals, exponents, grouping, currency signs, junk and (unless allowed)
 * negatives. A number is read through its shortest decimal form, so 0.29 is 29 kobo, not 28.
 */
export function nairaToKobo(value: unknown, opts: NairaParseOptions = {}): number | null {
  let text: string;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === "string") {
    text = value.trim();
  } else {
    return null;
  }
  const m = NAIRA_TEXT.exec(text);
  if (!m) return null;
  if (m[1] && !opts.allowNegative) return null;
  const kobo = Number(m[2]) * 100 + Number((m[3] ?? "0").padEnd(2, "0"));
  if (!Number.isSafeInteger(kobo)) return null;
  return m[1] && kobo !== 0 ? -kobo : kobo;
}

/** Kobo to the naira number JSON answers and provider payloads carry: 123450 -> 1234.5. */
export const koboToNaira = (kobo: number): number => kobo / 100;

/** Kobo as plain decimal text, built from integers (files, provider fields that want text): 123450 -> "1234.50". */
export function koboToNairaText(kobo: number): string {
  const sign = kobo < 0 ? "-" : "";
  const abs = Math.abs(kobo);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

const nairaFormatter = new Intl.NumberFormat("en-NG", {
  style: "currency",
  currency: "NGN",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Naira for people, en-NG with 2 decimals: formatNaira(1234.5) -> "₦1,234.50". Non-numbers show as ₦0.00. */
export function formatNaira(amount: number | string | null | undefined): string {
  const n = typeof amount === "string" ? Number(amount) : amount;
  return nairaFormatter.format(typeof n === "number" && Number.isFinite(n) ? n : 0);
}

/** Kobo for people: formatKobo(123450) -> "₦1,234.50" (web, mails and PDFs alike). */
export function formatKobo(kobo: number): string {
  return formatNaira(koboToNaira(kobo));
}
