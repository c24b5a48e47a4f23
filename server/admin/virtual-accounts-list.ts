import { desc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { ledgerAccounts, users, virtualAccounts } from "../db/schema";
import type { Db } from "../db/client";
import { lastPosition } from "../db/list-positions";
import { pageQuery, paginate } from "../http/route-kit";
import { positionKeys, positionPage, positionQuery } from "../http/position-page";
import type { adminVirtualAccountsResponse } from "../../lib/contracts/admin-customers";
import { koboToNaira } from "../../lib/money";
import { PAGE_SIZE } from "../../lib/contracts/common";

export const virtualAccountsQuery = z.object({ ...pageQuery(PAGE_SIZE), ...positionQuery });
export type VirtualAccountsQuery = z.infer<typeof virtualAccountsQuery>;

/** Every customer's reserved account (pending and failed ones too), newest first, with the wallet balance. */
export async function listVirtualAccounts(
  db: Db,
  q: VirtualAccountsQuery,
): Promise<Omit<z.infer<typeof adminVirtualAccountsResponse>, "status" | "total">> {
  // Numbered (server/http/position-page.ts): its last position is its exact total, a page by number a seek.
  const total = await lastPosition(db, "virtual_accounts");
  const page = positionPage(virtualAccounts.listPosition, q, total);
  const pageIds = db
    .select({ id: virtualAccounts.id })
    .from(virtualAccounts)
    .where(page.seek)
    .orderBy(...page.orderBy)
    .limit(q.per_page)
    .offset(page.offset);
  const rows = await db
    .select({
      va: virtualAccounts,
      name: users.name,
      email: users.email,
      balance: ledgerAccounts.balance,
    })
    .from(virtualAccounts)
    .innerJoin(users, eq(users.id, virtualAccounts.userId))
    .leftJoin(ledgerAccounts, eq(ledgerAccounts.userId, virtualAccounts.userId))
    .where(inArray(virtualAccounts.id, pageIds))
    .orderBy(desc(virtualAccounts.listPosition));
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
      positionKeys(rows, (r) => r.va.listPosition),
    ),
  };
}
