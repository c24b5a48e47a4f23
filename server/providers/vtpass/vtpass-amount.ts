import { nairaToKobo } from "../../../lib/money";

/**
 * VTpass's amounts as it sends them, in its own payloads only: numbers (commission 15.005),
 * grouped or signed text ("1,500.50", "₦1,500", "N200"), negatives. This reads them as plain
 * decimal text with at most 2 decimals; lib/money does the conversion.
 */
function plainAmount(value: unknown): { text: string; negative: boolean; roundUp: boolean } | null {
  let raw: string;
  // A number through 4 fixed decimals: 0.1 + 0.2 is "0.3000", and 15.005 keeps its third decimal.
  if (typeof value === "number") raw = Number.isFinite(value) ? value.toFixed(4) : "";
  else if (typeof value === "string") raw = value;
  else return null;
  const m = /^(-?)(\d+)(?:\.(\d*))?$/.exec(raw.replace(/[,\s₦]/g, "").replace(/^N(?=\d)/i, ""));
  if (!m) return null;
  const [, sign, whole, fraction = ""] = m;
  return {
    text: `${sign}${whole}.${fraction.slice(0, 2).padEnd(2, "0")}`,
    negative: sign === "-",
    // VTpass's commissions can carry a third decimal: kobo are rounded half away from zero.
    roundUp: Number(fraction[2] ?? "0") >= 5,
  };
}

/** A VTpass amount (naira, as above) in integer kobo, or null when it is not an amount. */
export function vtpassAmountKobo(value: unknown): number | null {
  const a = plainAmount(value);
  if (!a) return null;
  const kobo = nairaToKobo(a.text, { allowNegative: true });
  if (kobo === null || !a.roundUp) return kobo;
  return a.negative ? kobo - 1 : kobo + 1;
}
