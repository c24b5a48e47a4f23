import { and, desc, eq, inArray, lt, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { transactions, users } from "../db/schema";
import type { Db } from "../db/client";
import { listTotal } from "../db/list-total";
import { keysetPage, keysetQuery, listKeyAt, pageKeys } from "../http/keyset";
import { daysInOrder, daysOutOfOrder, pageQuery, paginate } from "../http/route-kit";
import { filterFields, transactionFilters } from "./transaction-filters";
import { transactionListCount } from "./transaction-list-count";
import type { adminTransactionsResponse } from "../../lib/contracts/admin-transactions";
import { koboToNaira } from "../../lib/money";
import { PAGE_SIZE } from "../../lib/contracts/common";
import { earnedCommissionKobo } from "./commission";

export const adminTransactionsQuery = z
  .object({ ...pageQuery(PAGE_SIZE), ...keysetQuery, ...filterFields })
  .refine(daysInOrder, daysOutOfOrder);
export type AdminTransactionsQuery = z.infer<typeof adminTransactionsQuery>;

/** One page's rows: their ids picked by `seek`, `orderBy` and `offset`, then read with their customer. */
function pageRows(db: Db, q: AdminTransactionsQuery, seek: SQL | undefined, orderBy: SQL[], offset: number) {
  const ids = db.select({ id: transactions.id }).from(transactions);
  const onUser = eq(users.id, transactions.userId);
  const pageIds = (q.search ? ids.innerJoin(users, onUser).where(seek) : ids.where(seek))
    .orderBy(...orderBy)
    .limit(q.per_page)
    .offset(offset);
  return db
    .select({ t: transactions, at: listKeyAt(transactions.createdAt), name: users.name, email: users.email })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .where(inArray(transactions.id, pageIds))
    .orderBy(desc(transactions.createdAt), desc(transactions.id));
}

/**
 * Every customer's transactions, newest first, one page at a time. The total is exact at any size
 * where the rollup can count the filters (transaction-list-count.ts), and a page by number deep in
 * the list seeks to its first row's day rather than walking every row before it.
 */
export async function listAdminTransactions(
  db: Db,
  q: AdminTransactionsQuery,
): Promise<Omit<z.infer<typeof adminTransactionsResponse>, "status">> {
  const where = and(...transactionFilters(q));
  // Only the search reads the customer's name, email and phone: without it, the page's ids come
  // from the transactions' own (created_at, id) index, whatever the page's depth.
  const page = keysetPage({ at: transactions.createdAt, id: transactions.id }, q);
  const ones = db.select({ one: sql`1` }).from(transactions);
  const matching = q.search ? ones.innerJoin(users, eq(users.id, transactions.userId)).where(where) : ones.where(where);
  const counted = transactionListCount(db, q, page.offset); // null for a search, one customer's or one channel's list
  const pageByNumber = async () => {
    const c = await counted;
    if (!c) return pageRows(db, q, where, page.orderBy, page.offset);
    return c.jump
      ? pageRows(db, q, and(where, lt(transactions.createdAt, c.jump.before)), page.orderBy, c.jump.offset)
      : [];
  };
  const [total, rows] = await Promise.all([
    counted.then(async (c) => c?.total ?? (await listTotal(db, matching)).total),
    // A first page, or one by its Next or Previous link, needs no counts (both go at once).
    page.offset === 0 ? pageRows(db, q, and(where, page.seek), page.orderBy, 0) : pageByNumber(),
  ]);
  return {
    transactions: rows.map(({ t, name, email }) => ({
      id: t.id,
      customer_name: name,
      customer_email: email,
      service: t.service,
      type: t.type,
      amount: koboToNaira(t.amount),
      reference: t.reference,
      date: t.createdAt.toISOString(),
      status: t.status,
      channel: t.channel,
      commission: koboToNaira(earnedCommissionKobo(t)),
      cashback: koboToNaira(t.cashbackKobo),
    })),
    pagination: paginate(
      "/api/admin/transactions",
      q,
      total,
      {
        status: q.status,
        service: q.service,
        type: q.type,
        search: q.search,
        from: q.from,
        to: q.to,
        customer_id: q.customer_id,
        channel: q.channel,
      },
      pageKeys(rows, (r) => ({ at: r.at, id: r.t.id })),
    ),
  };
}
