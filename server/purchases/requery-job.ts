import { and, asc, eq, isNotNull, lte, sql } from "drizzle-orm";
import { purchaseProviderRequests } from "../db/schema";
import type { AppContext } from "../http/context";
import type { Job } from "../job";
import { applyOutcome } from "./engine";
import { backoffMs, purchaseSettings } from "./purchase-settings";
import { vtpassFor } from "./vtpass-client";

/**
 * Re-queries purchases whose outcome is not final. Rows are claimed with FOR UPDATE SKIP LOCKED
 * and their next check pushed out (a lease) before the provider is asked, so several API
 * instances share the work and no row is held locked during a provider call.
 */
export async function runPurchaseRequeries(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const claimed = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({
        transactionId: purchaseProviderRequests.transactionId,
        providerRequestId: purchaseProviderRequests.providerRequestId,
        attempts: purchaseProviderRequests.attempts,
      })
      .from(purchaseProviderRequests)
      .where(and(isNotNull(purchaseProviderRequests.nextCheckAt), lte(purchaseProviderRequests.nextCheckAt, now)))
      .orderBy(asc(purchaseProviderRequests.nextCheckAt))
      .limit(purchaseSettings(ctx).batchSize)
      .for("update", { skipLocked: true });
    for (const r of rows) {
      await tx
        .update(purchaseProviderRequests)
        .set({
          attempts: sql`${purchaseProviderRequests.attempts} + 1`,
          nextCheckAt: new Date(now.getTime() + backoffMs(ctx, r.attempts + 1)),
        })
        .where(eq(purchaseProviderRequests.transactionId, r.transactionId));
    }
    return rows;
  });
  const vt = vtpassFor(ctx);
  for (const r of claimed) await applyOutcome(ctx, r.transactionId, await vt.requery(r.providerRequestId));
  return claimed.length;
}

export const purchaseRequeryJob: Job = {
  name: "purchase-requery",
  run: (ctx) => runPurchaseRequeries(ctx).then(() => undefined),
};
