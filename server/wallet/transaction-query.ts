import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import { TRANSACTION_TYPES, transactions } from "../db/schema";
import { offsetOf, pageQuery } from "../http/route-kit";
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
    ...pageQuery(CUSTOMER_PAGE_SIZE),
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
    .offset(offsetOf(q));
  return { rows, total: Number(total) };
}
