const nairaFormatter = new Intl.NumberFormat("en-NG", {
  style: "currency",
  currency: "NGN",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Naira with 2 decimals in en-NG format: formatNaira(1234.5) -> "₦1,234.50". Non-numbers show as ₦0.00. */
export function formatNaira(amount: number | string | null | undefined): string {
  const n = typeof amount === "string" ? Number(amount) : amount;
  return nairaFormatter.format(typeof n === "number" && Number.isFinite(n) ? n : 0);
}

/** Kobo (integer minor units) to the same display. */
export function formatKobo(kobo: number): string {
  return formatNaira(kobo / 100);
}
