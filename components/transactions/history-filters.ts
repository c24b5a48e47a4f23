import { SERVICE_LABELS, STATUS_LABELS, TYPE_LABELS } from "./transaction-display";
import { PAGE_SIZE } from "@/lib/contracts/page-size";
import { firstParam, type QueryParams } from "@/lib/search-params";

/** The /transactions page state, all of it in the URL (?page=&service=&status=&type=&from=&to=&search=). */
export interface HistoryFilters {
  page: number;
  service: string;
  status: string;
  type: string;
  from: string;
  to: string;
  search: string;
}

export const SEARCH_MAX = 100;

export const EMPTY_FILTERS: HistoryFilters = {
  page: 1,
  service: "",
  status: "",
  type: "",
  from: "",
  to: "",
  search: "",
};

const FILTER_KEYS = ["service", "status", "type", "from", "to", "search"] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export const SERVICE_OPTIONS = Object.entries(SERVICE_LABELS).map(([value, label]) => ({ value, label }));
export const TYPE_OPTIONS = Object.entries(TYPE_LABELS).map(([value, label]) => ({ value, label }));
export const STATUS_OPTIONS = (["successful", "delivered", "pending", "failed"] as const).map((value) => ({
  value,
  label: STATUS_LABELS[value],
}));

const SLUG = /^[a-z0-9_]{1,50}$/;
const TYPES = new Set(Object.keys(TYPE_LABELS));

/** A real calendar day written YYYY-MM-DD. */
export function isIsoDay(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

type ParamSource = URLSearchParams | QueryParams;

function read(src: ParamSource, key: string): string {
  if (src instanceof URLSearchParams) return src.get(key) ?? "";
  return firstParam(src, key);
}

/**
 * Reads the filters from the URL. Anything malformed is dropped rather than sent on, so a
 * hand-edited address never turns into an API error.
 */
export function filtersFromSearchParams(src: ParamSource): HistoryFilters {
  const page = Number(read(src, "page"));
  const service = read(src, "service").trim().toLowerCase();
  const status = read(src, "status").trim().toLowerCase();
  const type = read(src, "type").trim().toLowerCase();
  const from = read(src, "from").trim();
  const to = read(src, "to").trim();
  const f: HistoryFilters = {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    service: SLUG.test(service) ? service : "",
    status: SLUG.test(status) ? status : "",
    type: TYPES.has(type) ? type : "",
    from: isIsoDay(from) ? from : "",
    to: isIsoDay(to) ? to : "",
    search: read(src, "search").trim().slice(0, SEARCH_MAX),
  };
  // A reversed range cannot match anything; keep the start and drop the end.
  if (f.from && f.to && f.to < f.from) f.to = "";
  return f;
}

/** The URL query for these filters: defaults left out, page only when past the first. */
export function filtersToSearchParams(f: HistoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.page > 1) params.set("page", String(f.page));
  for (const key of FILTER_KEYS) {
    const v = f[key].trim();
    if (v) params.set(key, v);
  }
  return params;
}

/** The page's own address for these filters ("/transactions" or "/transactions?status=failed"). */
export function historyHref(f: HistoryFilters, path = "/transactions"): string {
  const q = filtersToSearchParams(f).toString();
  return q ? `${path}?${q}` : path;
}

/** The BFF URL (and SWR key) of one page of history with these filters. */
export function transactionsApiUrl(f: Partial<HistoryFilters> = {}, perPage = PAGE_SIZE): string {
  const full = { ...EMPTY_FILTERS, ...f };
  const params = new URLSearchParams({ page: String(Math.max(1, full.page)), per_page: String(perPage) });
  for (const key of FILTER_KEYS) {
    const v = full[key].trim();
    if (v) params.set(key, v);
  }
  return `/api/transactions?${params.toString()}`;
}

export function sameFilters(a: HistoryFilters, b: HistoryFilters): boolean {
  return a.page === b.page && FILTER_KEYS.every((k) => a[k] === b[k]);
}

/** A changed filter starts again at page 1. */
export function withFilter(f: HistoryFilters, key: FilterKey, value: string): HistoryFilters {
  return { ...f, [key]: value, page: 1 };
}

export function hasActiveFilters(f: HistoryFilters): boolean {
  return FILTER_KEYS.some((k) => f[k].trim() !== "");
}

/** The message shown under the "To" date when the range is reversed, else null. */
export function dateRangeError(from: string, to: string): string | null {
  return from && to && to < from ? "The end date must not be before the start date." : null;
}
