import { desc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { ledgerAccounts, users, virtualAccounts } from "../db/schema";
import type { Db } from "../db/client";
import { listTotal } from "../db/list-total";
import { pageQuery, paginate } from "../http/route-kit";
import { keysetPage, keysetQuery, listKeyAt, pageKeys } from "../http/keyset";
import type { adminVirtualAccountsResponse } from "../../lib/contracts/admin-customers";
import { koboToNaira } from "../../lib/money";
import { PAGE_SIZE } from "../../lib/contracts/common";

export const virtualAccountsQuery = z.object({ ...pageQuery(PAGE_SIZE), ...keysetQuery });
export type VirtualAccountsQuery = z.infer<typeof virtualAccountsQuery>;

/** Every customer's reserved account (pending and failed ones too), newest first, with the wallet balance. */
export async function listVirtualAccounts(
  db: Db,
  q: VirtualAccountsQuery,
): Promise<Omit<z.infer<typeof adminVirtualAccountsResponse>, "status" | "total">> {
  const page = keysetPage({ at: virtualAccounts.createdAt, id: virtualAccounts.id }, q);
  // The page's ids from virtual_accounts_created_idx alone, however deep the page.
  const pageIds = db
    .select({ id: virtualAccounts.id })
    .from(virtualAccounts)
    .where(page.seek)
    .orderBy(...page.orderBy)
    .limit(q.per_page)
    .offset(page.offset);
  const [{ total }, rows] = await Promise.all([
    listTotal(db, db.select({ one: sql`1` }).from(virtualAccounts)),
    db
      .select({
        va: virtualAccounts,
        at: listKeyAt(virtualAccounts.createdAt),
        name: users.name,
        email: users.email,
        balance: ledgerAccounts.balance,
      })
      .from(virtualAccounts)
      .innerJoin(users, eq(users.id, virtualAccounts.userId))
      .leftJoin(ledgerAccounts, eq(ledgerAccounts.userId, virtualAccounts.userId))
      .where(inArray(virtualAccounts.id, pageIds))
      .orderBy(desc(virtualAccounts.createdAt), desc(virtualAccounts.id)),
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
    pagination: paginate(
      "/api/admin/virtual-accounts",
      q,
      total,
      {},
      pageKeys(rows, (r) => ({ at: r.at, id: r.va.id })),
    ),
  };
}
