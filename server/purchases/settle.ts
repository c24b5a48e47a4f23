import { eq } from "drizzle-orm";
import { cashbackRates, purchaseProviderRequests, transactions } from "../db/schema";
import type { AppContext } from "../http/context";
import type { Classified } from "../providers/vtpass/vtpass-outcome";
import type { Tx } from "../wallet/ledger";
import type { TransactionRow } from "../wallet/transactions-repo";
import { rememberAccounts, walletAccountId } from "./account-ids";
import { backoffMs } from "./purchase-settings";
import { recordProviderAlert } from "./provider-alerts";
import { settleDelivered } from "./settle-delivered";
import { settleFailed } from "./settle-failed";
import { judgeNotFound, notFoundSinceAfter } from "./settle-not-found";
import { lastAnswerOf, type LastAnswer, type ProviderRequestRow, type Settled, type Settling } from "./settlement";

/** The purchase row and its provider request, both locked, with the service's cashback rate: one round trip. */
export async function lockPurchase(
  tx: Tx,
  transactionId: string,
): Promise<{ row: TransactionRow; pr: ProviderRequestRow | null; rateBp: number | null } | null> {
  const [hit] = await tx
    .select({ row: transactions, pr: purchaseProviderRequests, rateBp: cashbackRates.rateBp })
    .from(transactions)
    .innerJoin(purchaseProviderRequests, eq(purchaseProviderRequests.transactionId, transactions.id))
    .leftJoin(cashbackRates, eq(cashbackRates.service, transactions.service))
    .where(eq(transactions.id, transactionId))
    .for("update", { of: [transactions, purchaseProviderRequests] });
  if (hit) return hit;
  // A row without a provider request (never made by placePurchase): nothing to settle.
  const [row] = await tx.select().from(transactions).where(eq(transactions.id, transactionId)).for("update");
  return row ? { row, pr: null, rateBp: null } : null;
}

/** Still pending (or unknown: never refunded blindly): the next re-query is scheduled. */
async function settlePending(
  tx: Tx,
  row: TransactionRow,
  last: LastAnswer,
  next: { notFoundSince: Date | null; nextCheckAt: Date },
): Promise<Settled> {
  const [provider] = await tx
    .update(purchaseProviderRequests)
    .set({ ...last, ...next })
    .where(eq(purchaseProviderRequests.transactionId, row.id))
    .returning();
  return { row, provider: provider ?? null };
}

/**
 * Moves a pending purchase to its final state exactly once (row lock + status check), in one
 * transaction: delivered (settle-delivered.ts), failed (settle-failed.ts: the refund), or still
 * pending (next re-query scheduled). Answers the provider-request row when this call finalized or
 * rescheduled it.
 */
export async function settle(ctx: AppContext, transactionId: string, c: Classified): Promise<Settled> {
  let used: { wallet: string; system: Settling["usedSystem"] } | undefined;
  const result = await ctx.db.transaction(async (tx): Promise<Settled> => {
    const locked = await lockPurchase(tx, transactionId);
    if (!locked) throw new Error(`purchase ${transactionId} not found`);
    const { row, pr } = locked;
    if (row.status !== "pending" || !pr) return { row, provider: pr };
    const now = ctx.now();
    const last = lastAnswerOf(c);
    // Our VTpass account or product refused (locked, suspended...): the admin is told, whatever the outcome.
    if (c.accountProblem && c.code)
      await recordProviderAlert(tx, {
        provider: "vtpass",
        code: c.code,
        message: c.reason,
        reference: row.reference,
        at: now,
      });
    const outcome = c.outcome;
    // 015 (no such request_id): a failure only once it is certain (settle-not-found.ts).
    if (outcome === "failed" && c.code === "015") {
      const { pending } = judgeNotFound(ctx, pr, c, now);
      if (pending) return settlePending(tx, row, last, pending);
    }
    if (outcome === "pending" || outcome === "unknown")
      return settlePending(tx, row, last, {
        notFoundSince: notFoundSinceAfter(pr, c),
        nextCheckAt: new Date(now.getTime() + backoffMs(ctx, pr.attempts)),
      });

    const wallet = await walletAccountId(ctx, tx, row.userId);
    used = { wallet, system: [] };
    const s: Settling = { ctx, tx, row, c, last, now, walletId: wallet, usedSystem: used.system };
    return outcome === "delivered" ? settleDelivered(s, locked.rateBp) : settleFailed(s);
  });
  if (used) rememberAccounts(ctx, { wallet: [result.row.userId, used.wallet], system: used.system });
  return result;
}
