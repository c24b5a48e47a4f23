import { and, asc, count, eq } from "drizzle-orm";
import { z } from "zod";
import { purchaseProviderRequests, transactions, users } from "../db/schema";
import type { Db } from "../db/client";
import { offsetOf, pageQuery, paginate } from "../http/route-kit";
import type { adminPendingPurchasesResponse } from "../../lib/contracts/admin-transactions";
import { koboToNaira } from "../../lib/money";
import { PAGE_SIZE } from "../../lib/contracts/common";

export const pendingPurchasesQuery = z.object({ ...pageQuery(PAGE_SIZE) });
export type PendingPurchasesQuery = z.infer<typeof pendingPurchasesQuery>;

/** Purchases still waiting for the provider's final answer, oldest first (the ones to look at). */
export async function listPendingPurchases(
  db: Db,
  q: PendingPurchasesQuery,
): Promise<Omit<z.infer<typeof adminPendingPurchasesResponse>, "status">> {
  const where = and(eq(transactions.type, "purchase"), eq(transactions.status, "pending"));
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(transactions).where(where),
    db
      .select({ t: transactions, pr: purchaseProviderRequests, name: users.name, email: users.email })
      .from(transactions)
      .innerJoin(users, eq(users.id, transactions.userId))
      .leftJoin(purchaseProviderRequests, eq(purchaseProviderRequests.transactionId, transactions.id))
      .where(where)
      .orderBy(asc(transactions.createdAt), asc(transactions.id))
      .limit(q.per_page)
      .offset(offsetOf(q)),
  ]);
  return {
    purchases: rows.map(({ t, pr, name, email }) => ({
      id: t.id,
      customer_name: name,
      customer_email: email,
      service: t.service,
      amount: koboToNaira(t.amount),
      reference: t.reference,
      date: t.createdAt.toISOString(),
      attempts: pr?.attempts ?? 0,
      last_outcome: pr?.lastOutcome ?? null,
      last_reason: pr?.lastReason ?? null,
      next_check_at: pr?.nextCheckAt ? pr.nextCheckAt.toISOString() : null,
    })),
    pagination: paginate("/api/admin/pending-purchases", q, Number(total)),
  };
}
