import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { TRANSACTION_TYPES, transactions } from "../db/schema";
import {
  containsPattern,
  daysInOrder,
  daysOutOfOrder,
  isoDay,
  offsetOf,
  optionalText,
  pageQuery,
} from "../http/route-kit";
import { listTotal } from "../db/list-total";
import { lagosDayBounds } from "./lagos-day";
import type { Tx } from "./ledger";
import type { TransactionRow } from "./transactions-repo";
import { PAGE_SIZE } from "../../lib/contracts/common";
import { shortReferenceSearch } from "../../lib/purchases/short-reference";

export const transactionListQuerySchema = z
  .object({
    ...pageQuery(PAGE_SIZE),
    service: optionalText(50),
    status: optionalText(30),
    type: z.enum(TRANSACTION_TYPES, { error: `type must be one of ${TRANSACTION_TYPES.join(", ")}.` }).optional(),
    from: isoDay.optional(),
    to: isoDay.optional(),
    search: optionalText(100),
    t: z.string().max(50).optional(), // cache-buster some clients send; ignored
  })
  .refine(daysInOrder, daysOutOfOrder);
export type TransactionListQuery = z.infer<typeof transactionListQuerySchema>;

export function transactionFilters(q: Omit<TransactionListQuery, "page" | "per_page">): SQL[] {
  const where: SQL[] = [];
  if (q.service) where.push(eq(transactions.service, q.service));
  if (q.status) where.push(eq(transactions.status, q.status));
  if (q.type) where.push(eq(transactions.type, q.type));
  // from and to are Lagos days
  if (q.from) where.push(gte(transactions.createdAt, lagosDayBounds(q.from).start));
  if (q.to) where.push(lt(transactions.createdAt, lagosDayBounds(q.to).end));
  if (q.search) {
    const pattern = containsPattern(q.search);
    const short = shortReferenceSearch(q.search);
    where.push(
      or(
        ilike(transactions.reference, pattern),
        ilike(transactions.requestId, pattern),
        // The short reference the screens show: rowShortReference (lib/purchases/short-reference.ts),
        // the last 8 letters and digits of the request id, else of the reference. Computed on the
        // customer's own rows only (user_id comes first in this query's WHERE).
        ...(short
          ? [
              sql`lower(right(regexp_replace(coalesce(nullif(trim(${transactions.requestId}), ''), ${transactions.reference}), '[^A-Za-z0-9]', '', 'g'), 8)) = ${short}`,
            ]
          : []),
      )!,
    );
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
  // Exact up to 10,000 rows (any customer's history); a reseller's million is estimated.
  const { total } = await listTotal(
    db,
    db
      .select({ one: sql`1` })
      .from(transactions)
      .where(where),
  );
  const rows = await db
    .select()
    .from(transactions)
    .where(where)
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(q.per_page)
    .offset(offsetOf(q));
  return { rows, total };
}
