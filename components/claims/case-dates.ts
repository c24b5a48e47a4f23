import { formatLagosDateTimeText } from "@/lib/dates";

/** A moment of a claim or dispute as the customer reads it: the product's one format ("5 Mar 2025, 2:03 pm"). */
export const lagosDateTime = (iso: string): string => formatLagosDateTimeText(iso);

/** How long a case has waited: "3 min", "5 h", "2 days". */
export function ageText(seconds: number): string {
  if (seconds < 3600) return `${Math.max(1, Math.round(seconds / 60))} min`;
  if (seconds < 86_400) return `${Math.round(seconds / 3600)} h`;
  const days = Math.round(seconds / 86_400);
  return `${days} day${days === 1 ? "" : "s"}`;
}
