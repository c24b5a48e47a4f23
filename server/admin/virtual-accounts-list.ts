import { count, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { ledgerAccounts, users, virtualAccounts } from "../db/schema";
import type { Db } from "../db/client";
import { offsetOf, pageQuery, paginate } from "../http/route-kit";
import type { adminVirtualAccountsResponse } from "../../lib/contracts/admin-customers";
import { koboToNaira } from "../../lib/money";
import { PAGE_SIZE } from "../../lib/contracts/common";

export const virtualAccountsQuery = z.object({ ...pageQuery(PAGE_SIZE) });
export type VirtualAccountsQuery = z.infer<typeof virtualAccountsQuery>;

/** Every customer's reserved account (pending and failed ones too), newest first, with the wallet balance. */
export async function listVirtualAccounts(
  db: Db,
  q: VirtualAccountsQuery,
): Promise<Omit<z.infer<typeof adminVirtualAccountsResponse>, "status" | "total">> {
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(virtualAccounts),
    db
      .select({ va: virtualAccounts, name: users.name, email: users.email, balance: ledgerAccounts.balance })
      .from(virtualAccounts)
      .innerJoin(users, eq(users.id, virtualAccounts.userId))
      .leftJoin(ledgerAccounts, eq(ledgerAccounts.userId, virtualAccounts.userId))
      .orderBy(desc(virtualAccounts.createdAt), desc(virtualAccounts.id))
      .limit(q.per_page)
      .offset(offsetOf(q)),
  ]);
  return {
    accounts: rows.map(({ va, name, email, balance }) => ({
      id: va.id,
      account_number: va.accountNumber,
      holder_name: va.accountName ?? name,
      customer_email: email,
      balance: koboToNaira(balance ?? 0),
      status: va.status,
      bank_name: va.bankName,
      created_at: va.createdAt.toISOString(),
    })),
    pagination: paginate("/api/admin/virtual-accounts", q, Number(total)),
  };
}
