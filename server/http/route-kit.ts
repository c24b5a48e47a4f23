import { z } from "zod";
import { errorResponse, isUuid, UUID_PATTERN, type Pagination } from "../../lib/contracts/common";
import { requireAuth, requireCustomer } from "./auth";
import { notFound } from "./errors";
import {
  DAY_MESSAGES,
  isDayShaped,
  isFilterableDay,
  isRealDayIfShaped,
  TOO_EARLY_DAY,
} from "../../lib/contracts/calendar-day";

/** The pieces every route plugin of the API uses to declare itself: one home for each. */

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 423 | 429 | 502 | 503;

/** Error answers for a route's `response` schema (and the OpenAPI document), by status. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof errorResponse> {
  return Object.fromEntries(statuses.map((s) => [s, errorResponse])) as Record<S, typeof errorResponse>;
}

/**
 * A route's success answer, typed exactly by its response schema; return it from the handler.
 * Fastify accepts a returned value that fits any of the route's answers, error answers included,
 * so without this a success answer carrying a `message` would pass for an error answer and a
 * field renamed in the contract would go unnoticed.
 */
export const answer = <S extends z.ZodType>(_schema: S, body: z.output<S>): z.output<S> => body;

/**
 * The authentication of a customer's signed-in route: spread it into the route's options (`...signedIn`).
 * It runs onRequest, before the body is read and before the params, query and body are validated,
 * so an anonymous caller gets 401 and learns nothing from a 422 (a preHandler runs after
 * validation). server/http/auth-first.test.ts walks every route to hold this.
 */
export const signedIn = { onRequest: requireCustomer };

/** As signedIn, for the calls an admin's session makes too (signing out). */
export const anyAccountSignedIn = { onRequest: requireAuth };

/** OpenAPI tags, summary and the bearer requirement of a signed-in route. */
export const secured = (tag: string, summary: string) => ({ tags: [tag], summary, security: [{ bearer: [] }] });

/** An id in the path: any short string. A malformed or someone else's id answers 404 (after authentication), never 422. */
export const idParams = z.object({ id: z.string().max(100) });

/** A row id in a query or body (customer_id, say): refused with `message` (422) when it is not one. */
export const uuidField = (message: string) => z.string({ error: message }).regex(UUID_PATTERN, message);

/**
 * The id in the path when it is a row id; a malformed one answers 404 like an unknown one
 * (`what` names the row: "Customer" -> "Customer not found.").
 */
export function uuidOr404(id: string, what: string): string {
  if (!isUuid(id)) throw notFound(`${what} not found.`);
  return id;
}

/** The highest page number a paged list's query accepts. */
const PAGE_MAX = 100_000;
const PER_PAGE_MAX = 100;

/**
 * A whole number from 1 to `max` in a query, answered with one message whatever is wrong with it:
 * a fraction, a number out of range and one too big to be exact (1e20, which fails both the
 * whole-number and the range check) all say the same single sentence; a non-number says it is not one.
 */
const wholeNumberQuery = (name: string, max: number) => {
  const range = `${name} must be a whole number from 1 to ${max}.`;
  return z.coerce
    .number({ error: `${name} must be a number.` })
    .int({ error: range, abort: true })
    .min(1, { error: range, abort: true })
    .max(max, range);
};

/** Query fields of a paged list; `perPage` is the list's default page size (spec 9: 8). */
export function pageQuery(perPage: number) {
  return {
    page: wholeNumberQuery("page", PAGE_MAX).default(1),
    per_page: wholeNumberQuery("per_page", PER_PAGE_MAX).default(perPage),
  };
}

/** A trimmed optional text filter of a query; empty means absent. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .optional()
    .transform((v) => (v ? v : undefined));

/** A calendar day of a query, YYYY-MM-DD, that exists. */
export const isoDay = z
  .string()
  .refine(isDayShaped, DAY_MESSAGES.format)
  .refine(isRealDayIfShaped, DAY_MESSAGES.notADay)
  .refine(isFilterableDay, TOO_EARLY_DAY);

/** A query's from/to days in order (refine with it and daysOutOfOrder). */
export const daysInOrder = (q: { from?: string; to?: string }): boolean => !q.from || !q.to || q.from <= q.to;
export const daysOutOfOrder = { path: ["to"], message: "to must not be before from." };

/** The LIKE pattern of a search text: %, _ and \ match themselves. */
export const containsPattern = (s: string): string => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface PageRequest {
  page: number;
  per_page: number;
}

export const offsetOf = (p: PageRequest): number => (p.page - 1) * p.per_page;

/** The pagination block of a list answer; page URLs are relative and keep the filters. */
export function paginate(
  path: string,
  page: PageRequest,
  total: number,
  filters: Record<string, string | undefined> = {},
  /**
   * The cursors of a keyset-paged list's first and last rows (server/http/keyset.ts,
   * server/http/position-page.ts): its links seek from them.
   */
  keys: { first?: string; last?: string } = {},
): Pagination {
  const lastPage = Math.max(1, Math.ceil(total / page.per_page));
  const url = (n: number, seek?: [string, string | undefined]) => {
    const params = new URLSearchParams({ page: String(n), per_page: String(page.per_page) });
    for (const [k, v] of Object.entries(filters)) if (v) params.set(k, v);
    if (seek?.[1]) params.set(seek[0], seek[1]);
    return `${path}?${params.toString()}`;
  };
  // A previous page past the last one (a typed URL) is found by number, not from this empty page.
  const prev = Math.min(page.page - 1, lastPage);
  return {
    total,
    per_page: page.per_page,
    current_page: page.page,
    last_page: lastPage,
    next_page_url: page.page < lastPage ? url(page.page + 1, ["after", keys.last]) : null,
    prev_page_url: page.page > 1 ? url(prev, prev === page.page - 1 ? ["before", keys.first] : undefined) : null,
  };
}
