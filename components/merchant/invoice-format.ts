import { formatLagosDateTimeText } from "@/lib/dates";

/** "5 Mar 2026, 2:03 pm" in Lagos time (the product's one format). */
export const formatWhen = (iso: string) => formatLagosDateTimeText(iso);

/** An ISO instant as the value of a datetime-local input (the browser's own time zone). */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}
