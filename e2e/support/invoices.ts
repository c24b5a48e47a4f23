/** Tomorrow at 10:30 as a datetime-local value (the invoice form's expiry). */
export function tomorrowLocal(): string {
  const d = new Date(Date.now() + 24 * 3600_000);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T10:30`;
}
