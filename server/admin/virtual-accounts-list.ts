import { count, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { ledgerAccounts, users, virtualAccounts } from "../db/schema";
import type { Db } from "../db/client";
import { koboToNaira } from "../../lib/money";
import { offsetOf, pageFields, paginate, type Pagination } from "./pagination";

export const virtualAccountsQuery = z.object({ ...pageFields });
export type VirtualAccountsQuery = z.infer<typeof virtualAccountsQuery>;

export const adminVirtualAccountSchema = z.object({
  id: z.string(),
  account_number: z.string().nullable().describe("Null while the provider has not assigned one."),
  holder_name: z.string(),
  customer_email: z.string(),
  balance: z.number(),
  status: z.string(),
  bank_name: z.string().nullable(),
  created_at: z.string(),
});
export type AdminVirtualAccount = z.infer<typeof adminVirtualAccountSchema>;

/** Every customer's reserved account (pending and failed ones too), newest first, with the wallet balance. */
export async function listVirtualAccounts(
  db: Db,
  q: VirtualAccountsQuery,
): Promise<{ accounts: AdminVirtualAccount[]; pagination: Pagination }> {
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
