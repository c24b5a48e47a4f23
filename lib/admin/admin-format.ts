/** Display rules of the admin screens (spec 4 and 9). Pure, so client and server share them. */

import { isSuccessStatus } from "@/lib/contracts/transaction-status";
import { OPERATOR_SERVICE_NAMES } from "../purchases/service-catalog";

const parts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Africa/Lagos",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "YYYY-MM-DD HH:mm", 24-hour, Lagos time; "—" for a missing or unreadable date. */
export function formatAdminDateTime(value: string | Date | null | undefined): string {
  if (!value) return "—";
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return "—";
  const p = Object.fromEntries(parts.formatToParts(d).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/**
 * A calendar day as the admin screens write it, year-month-day ("2025-10-29"): a series' day key
 * as it is, a time as its Lagos day; "—" for a missing or unreadable one.
 */
export function formatAdminDay(value: string | Date | null | undefined): string {
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const dateTime = formatAdminDateTime(value);
  return dateTime === "—" ? dateTime : dateTime.slice(0, 10);
}

export type StatusTone = "good" | "bad" | "neutral";

/** "pending_review" -> "Pending review": statuses read in one case style, the customers' (issue 16). */
export const sentence = (s: string) => {
  const t = s.replace(/[_-]+/g, " ").trim();
  return t ? t[0].toUpperCase() + t.slice(1) : "Unknown";
};

/** Transaction status: success, delivered and successful show as Successful; failed as Failed; others as they are. */
export function transactionStatusDisplay(status: string): { label: string; tone: StatusTone } {
  const s = status.toLowerCase();
  if (isSuccessStatus(s)) return { label: "Successful", tone: "good" };
  if (s === "failed" || s === "reversed") return { label: sentence(s), tone: "bad" };
  return { label: sentence(s), tone: "neutral" };
}

/** Customer and virtual-account status: active is good; inactive and suspended are bad. */
export function accountStatusDisplay(status: string): { label: string; tone: StatusTone } {
  const s = status.toLowerCase();
  if (s === "active") return { label: "Active", tone: "good" };
  if (s === "inactive" || s === "suspended" || s === "failed") return { label: sentence(s), tone: "bad" };
  return { label: sentence(s), tone: "neutral" };
}

/** The spec's pagination rule: controls only when the total exceeds a page. */
export const showPagination = (p: { total: number; per_page: number }) => p.total > p.per_page;

/** A positive whole page number from a query value, else 1. */
/**
 * The keyset cursor a list page's URL carries (`after` from a Next link, `before` from a Previous
 * one; PaginationNav copies them from the API's page links), to pass on to the API with the page
 * number, which then seeks instead of counting rows (server/http/keyset.ts).
 */
export function addSeekParams(query: URLSearchParams, param: (key: string) => string): URLSearchParams {
  for (const key of ["after", "before"]) {
    const v = param(key).slice(0, 200);
    if (v) query.set(key, v);
  }
  return query;
}

export function pageFromParam(v: string): number {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

/** A history row's service as the admin screens name it. */
export const serviceName = (s: string) => OPERATOR_SERVICE_NAMES[s] ?? s;
