import { sql } from "drizzle-orm";
import type { VirtualAccountState } from "../../lib/contracts/wallet";
import type { AppContext } from "../http/context";

const NONE: VirtualAccountState = {
  account_number: null,
  bank_name: null,
  account_name: null,
  virtual_account_status: "none",
  virtual_account_reason: null,
  virtual_account_failure: null,
  virtual_account_retry_at: null,
};

interface Row {
  account_number: string | null;
  bank_name: string | null;
  account_name: string | null;
  status: string;
  kyc_submission_id: string | null;
  failure_kind: string | null;
  last_error: string | null;
  next_attempt_at: Date | string | null;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The account as the customer sees it, from its row (null: none). One home for what each state shows. */
export function virtualAccountState(row: Row | null): VirtualAccountState {
  if (!row) return NONE;
  if (row.status === "active")
    return {
      ...NONE,
      virtual_account_status: "active",
      account_number: row.account_number,
      bank_name: row.bank_name,
      account_name: row.account_name,
    };
  // A row without a BVN/NIN (opened before Monnify required one) asks for it like no row at all.
  if (row.kyc_submission_id === null) return NONE;
  if (row.status === "failed")
    return {
      ...NONE,
      virtual_account_status: "failed",
      virtual_account_reason: row.last_error,
      virtual_account_failure: row.failure_kind === "refused" ? "refused" : "unreachable",
    };
  return { ...NONE, virtual_account_status: "pending", virtual_account_retry_at: iso(row.next_attempt_at) };
}

/**
 * The customer's reserved account as the wallet shows it. Read with plain SQL over the
 * columns the Monnify domain owns (table virtual_accounts, one row per user), so the wallet
 * summary does not depend on that domain's schema module.
 */
export async function virtualAccountFor(ctx: Pick<AppContext, "db">, userId: string): Promise<VirtualAccountState> {
  const result = await ctx.db.execute(sql`
    SELECT account_number, bank_name, account_name, status, kyc_submission_id, failure_kind, last_error, next_attempt_at
    FROM virtual_accounts WHERE user_id = ${userId}
    LIMIT 1`);
  return virtualAccountState((result.rows[0] as unknown as Row | undefined) ?? null);
}
