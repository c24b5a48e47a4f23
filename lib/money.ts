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

/** Intl's sign rule: -0 shows its "-" too, so -0 and -0.001 are "-₦0.00". */
const isNegative = (n: number): boolean => n < 0 || Object.is(n, -0);

/** Thousands grouped by commas as people and spreadsheets write them: "2,500", "-1,000,000.50". */
const GROUPED_NAIRA = /^-?\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;

/**
 * A typed or exported amount with its grouping commas taken out ("1,000,000.50" -> "1000000.50"),
 * the one rule for every amount people type or upload. Only commas every three digits count as
 * grouping: anything else ("1,50", a comma decimal) is left as it is, for the parser to refuse
 * rather than read as another amount.
 */
export function ungroupNaira(text: string): string {
  const t = text.trim();
  return GROUPED_NAIRA.test(t) ? t.replace(/,/g, "") : t;
}

const groupDigits = (digits: string): string => digits.replace(/\B(?=(\d{3})+$)/g, ",");

/** A safe integer with en-NG's thousands commas, as toLocaleString("en-NG") writes it: 1000000 -> "1,000,000". */
export const groupThousands = (n: number): string => `${isNegative(n) ? "-" : ""}${groupDigits(String(Math.abs(n)))}`;

/**
 * A non-negative finite number in whole kobo, as digits, rounded as Intl rounds: half away from zero
 * on the number's shortest decimal form (its String()), not on the binary double. So 1.005 is 101
 * kobo although the double is a hair below 1.005, and 1.005 * 100 would give 100. Digits and BigInt
 * keep it exact for every finite double, 1e21 included.
 */
function koboDigits(abs: number): string {
  const [, int, frac = "", exp = "0"] = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(abs))!;
  const digits = int + frac;
  const point = int.length + Number(exp) + 2; // where the decimal point falls once in kobo
  if (point < 0) return "0";
  const whole = BigInt(digits.slice(0, point).padEnd(point, "0"));
  return String(digits[point] >= "5" ? whole + 1n : whole);
}

/**
 * Naira for people, as en-NG's Intl.NumberFormat (currency NGN, 2 decimals) writes it, byte for byte:
 * formatNaira(1234.5) -> "₦1,234.50", -1234.5 -> "-₦1,234.50". Non-numbers show as ₦0.00.
 * Built by hand because a page's first Intl object costs 16-30 ms of main thread (ICU start-up, measured
 * in Chromium; 60-120 ms at Lighthouse's 4x slower CPU), and every customer page shows money.
 */
export function formatNaira(amount: number | string | null | undefined): string {
  const n = typeof amount === "string" ? Number(amount) : amount;
  if (typeof n !== "number" || !Number.isFinite(n)) return "₦0.00";
  const kobo = koboDigits(Math.abs(n)).padStart(3, "0");
  return `${isNegative(n) ? "-" : ""}₦${groupDigits(kobo.slice(0, -2))}.${kobo.slice(-2)}`;
}

/** Kobo for people: formatKobo(123450) -> "₦1,234.50" (web, mails and PDFs alike). */
export function formatKobo(kobo: number): string {
  return formatNaira(koboToNaira(kobo));
}
