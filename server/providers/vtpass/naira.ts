/**
 * Naira decimals (number or string, "1,500.50" or "100.00") to integer kobo, without float
 * arithmetic on the digits. Returns null for anything that is not a plain amount.
 */
export function nairaToKobo(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  let text = typeof value === "number" ? (Number.isFinite(value) ? value.toFixed(4) : "") : String(value);
  text = text.replace(/[,\s₦]/g, "").replace(/^N(?=\d)/i, "");
  const m = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!m) return null;
  const frac = (m[3] ?? "").padEnd(3, "0");
  let kobo = Number(m[2]) * 100 + Number(frac.slice(0, 2));
  if (Number(frac[2]) >= 5) kobo += 1;
  return m[1] === "-" ? -kobo : kobo;
}

/** Integer kobo to the naira number the providers and the JSON answers carry. */
export const koboToNaira = (kobo: number): number => kobo / 100;
