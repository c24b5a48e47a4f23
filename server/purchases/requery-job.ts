import { and, asc, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Log } from "../accounts/logger";
import { purchaseProviderRequests } from "../db/schema";
import type { AppContext } from "../http/context";
import type { Job } from "../job";
import type { Tx } from "../wallet/ledger";
import { settleDisputeOf } from "../claims/purchase-disputes";
import { applyOutcome } from "./engine";
import { backoffMs, purchaseSettings } from "./purchase-settings";
import { settleReversal } from "./settle-reversed";
import { vtpassFor } from "./vtpass-client";

const pr = purchaseProviderRequests;

/** Due rows, open purchases (finalized_at null) or reversal checks of delivered ones, claimed for this run. */
function dueRows(tx: Tx, now: Date, open: boolean, limit: number) {
  return tx
    .select({ transactionId: pr.transactionId, providerRequestId: pr.providerRequestId, attempts: pr.attempts })
    .from(pr)
    .where(
      and(
        isNotNull(pr.nextCheckAt),
        lte(pr.nextCheckAt, now),
        open ? isNull(pr.finalizedAt) : isNotNull(pr.finalizedAt),
      ),
    )
    .orderBy(asc(pr.nextCheckAt))
    .limit(limit)
    .for("update", { skipLocked: true });
}

/**
 * Re-queries purchases whose outcome is not final, then (with what is left of the batch, so they
 * never hold up an open purchase) delivered purchases due a reversal check (purchase-settings.ts:
 * reversalChecksMs). Rows are claimed with FOR UPDATE SKIP LOCKED and their next check pushed out
 * (a lease) before the provider is asked, so several API instances share the work and no row is
 * held locked during a provider call.
 */
export async function runPurchaseRequeries(ctx: AppContext, log?: Log): Promise<number> {
  const now = ctx.now();
  const { batchSize } = purchaseSettings(ctx);
  const claimed = await ctx.db.transaction(async (tx) => {
    const open = await dueRows(tx, now, true, batchSize);
    const delivered = open.length < batchSize ? await dueRows(tx, now, false, batchSize - open.length) : [];
    const rows = [...open.map((r) => ({ ...r, open: true })), ...delivered.map((r) => ({ ...r, open: false }))];
    for (const r of rows) {
      await tx
        .update(pr)
        .set({
          attempts: sql`${pr.attempts} + 1`,
          nextCheckAt: new Date(now.getTime() + backoffMs(ctx, r.attempts + 1)),
        })
        .where(eq(pr.transactionId, r.transactionId));
    }
    return rows;
  });
  const vt = vtpassFor(ctx);
  for (const r of claimed) {
    const answer = await vt.requery(r.providerRequestId);
    if (r.open) {
      const row = await applyOutcome(ctx, r.transactionId, answer);
      // A customer's "I did not receive it" case closes with the final answer.
      if (row.status !== "pending") await settleDisputeOf(ctx, row);
    } else await settleReversal(ctx, r.transactionId, answer, log);
  }
  return claimed.length;
}

export const purchaseRequeryJob: Job = {
  name: "purchase-requery",
  run: (ctx, log) => runPurchaseRequeries(ctx, log).then(() => undefined),
};
