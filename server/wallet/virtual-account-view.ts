import { sql } from "drizzle-orm";
import type { VirtualAccountStatus } from "../../lib/contracts/wallet";
import type { AppContext } from "../http/context";

export interface VirtualAccountView {
  accountNumber: string | null;
  bankName: string | null;
  accountName: string | null;
  status: VirtualAccountStatus;
}

const NONE: VirtualAccountView = { accountNumber: null, bankName: null, accountName: null, status: "none" };

/**
 * The customer's reserved account as the wallet shows it. Read with plain SQL over the
 * columns the Monnify domain owns (table virtual_accounts, one row per user), so the wallet
 * does not depend on that domain's schema module.
 */
export async function virtualAccountFor(ctx: Pick<AppContext, "db">, userId: string): Promise<VirtualAccountView> {
  const result = await ctx.db.execute(sql`
    SELECT account_number, bank_name, account_name, status
    FROM virtual_accounts WHERE user_id = ${userId}
    LIMIT 1`);
  const row = result.rows[0] as
    | { account_number: string | null; bank_name: string | null; account_name: string | null; status: string }
    | undefined;
  if (!row) return NONE;
  const status =
    row.status === "active" || row.status === "pending" || row.status === "failed" ? row.status : "pending";
  // Only an active account has numbers a customer may pay into.
  if (status !== "active") return { ...NONE, status };
  return { accountNumber: row.account_number, bankName: row.bank_name, accountName: row.account_name, status };
}
