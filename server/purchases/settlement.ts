import { eq } from "drizzle-orm";
import { purchaseProviderRequests } from "../db/schema";
import type { AppContext } from "../http/context";
import type { Classified } from "../providers/vtpass/vtpass-outcome";
import type { SystemAccountCode, Tx } from "../wallet/ledger";
import type { TransactionRow } from "../wallet/transactions-repo";

/** What the settle paths (settle.ts, settle-delivered.ts, settle-failed.ts) share. */

export type ProviderRequestRow = typeof purchaseProviderRequests.$inferSelect;

export interface Settled {
  row: TransactionRow;
  provider: ProviderRequestRow | null;
  /** Set when this call moved the wallet (cashback or refund). */
  walletBalanceKobo?: number;
}

/** What the provider said last, kept on the provider-request row. */
export interface LastAnswer {
  lastOutcome: string;
  lastCode: string | null;
  lastReason: string;
}

/** What the provider said last, as the provider-request row keeps it (its reason cut to 300 characters). */
export const lastAnswerOf = (c: Classified): LastAnswer => ({
  lastOutcome: c.outcome,
  lastCode: c.code,
  lastReason: c.reason.slice(0, 300),
});

/** A pending purchase being moved to delivered or failed, inside settle's transaction. */
export interface Settling {
  ctx: AppContext;
  tx: Tx;
  /** The purchase row, locked. */
  row: TransactionRow;
  c: Classified;
  last: LastAnswer;
  now: Date;
  walletId: string;
  /** System accounts this settlement posted to, remembered once the transaction commits. */
  usedSystem: [SystemAccountCode, string][];
}

/**
 * The purchase's provider request, final: no next check, or (delivered) its first reversal check.
 * Written before any balance moves.
 */
export async function finalizeProviderRequest(
  s: Settling,
  nextCheckAt: Date | null = null,
): Promise<ProviderRequestRow | null> {
  const [provider] = await s.tx
    .update(purchaseProviderRequests)
    .set({ ...s.last, nextCheckAt, finalizedAt: s.now })
    .where(eq(purchaseProviderRequests.transactionId, s.row.id))
    .returning();
  return provider ?? null;
}
