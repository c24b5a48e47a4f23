import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import { TRANSACTION_TYPES, transactions } from "../db/schema";
import type { Tx } from "./ledger";
import type { TransactionRow } from "./transactions-repo";

export const CUSTOMER_PAGE_SIZE = 8;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use the format YYYY-MM-DD.")
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, "Not a real date.");

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .optional()
    .transform((v) => (v ? v : undefined));

export const transactionListQuerySchema = z
  .object({
    page: z.coerce
      .number({ error: "page must be a number." })
      .int("page must be a whole number.")
      .min(1, "page must be at least 1.")
      .max(100_000)
      .default(1),
    per_page: z.coerce
      .number({ error: "per_page must be a number." })
      .int("per_page must be a whole number.")
      .min(1, "per_page must be between 1 and 100.")
      .max(100, "per_page must be between 1 and 100.")
      .default(CUSTOMER_PAGE_SIZE),
    service: optionalText(50),
    status: optionalText(30),
    type: z.enum(TRANSACTION_TYPES, { error: `type must be one of ${TRANSACTION_TYPES.join(", ")}.` }).optional(),
    from: isoDay.optional(),
    to: isoDay.optional(),
    search: optionalText(100),
    t: z.string().max(50).optional(), // cache-buster some clients send; ignored
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ["to"], message: "to must not be before from." });
export type TransactionListQuery = z.infer<typeof transactionListQuerySchema>;

// Days are Lagos days (West Africa Time, UTC+1 all year, no daylight saving).
const lagosMidnight = (day: string) => new Date(`${day}T00:00:00+01:00`);
const nextLagosMidnight = (day: string) => new Date(lagosMidnight(day).getTime() + 24 * 3600 * 1000);
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function transactionFilters(q: Omit<TransactionListQuery, "page" | "per_page">): SQL[] {
  const where: SQL[] = [];
  if (q.service) where.push(eq(transactions.service, q.service));
  if (q.status) where.push(eq(transactions.status, q.status));
  if (q.type) where.push(eq(transactions.type, q.type));
  if (q.from) where.push(gte(transactions.createdAt, lagosMidnight(q.from)));
  if (q.to) where.push(lt(transactions.createdAt, nextLagosMidnight(q.to)));
  if (q.search) {
    const pattern = `%${escapeLike(q.search)}%`;
    where.push(or(ilike(transactions.reference, pattern), ilike(transactions.requestId, pattern))!);
  }
  return where;
}

/** One page of the customer's history, newest first, and the total matching. */
export async function listUserTransactions(
  db: Tx,
  userId: string,
  q: TransactionListQuery,
): Promise<{ rows: TransactionRow[]; total: number }> {
  const where = and(eq(transactions.userId, userId), ...transactionFilters(q));
  const [{ total }] = await db.select({ total: count() }).from(transactions).where(where);
  const rows = await db
    .select()
    .from(transactions)
    .where(where)
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  return { rows, total: Number(total) };
}

export interface Pagination {
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
  next_page_url: string | null;
  prev_page_url: string | null;
}

/** Laravel-style pagination; page URLs are relative and keep the filters. */
export function paginate(path: string, q: TransactionListQuery, total: number): Pagination {
  const lastPage = Math.max(1, Math.ceil(total / q.per_page));
  const url = (page: number) => {
    const params = new URLSearchParams({ page: String(page), per_page: String(q.per_page) });
    for (const key of ["service", "status", "type", "from", "to", "search"] as const) {
      const v = q[key];
      if (v) params.set(key, v);
    }
    return `${path}?${params.toString()}`;
  };
  return {
    total,
    per_page: q.per_page,
    current_page: q.page,
    last_page: lastPage,
    next_page_url: q.page < lastPage ? url(q.page + 1) : null,
    prev_page_url: q.page > 1 ? url(Math.min(q.page - 1, lastPage)) : null,
  };
}
