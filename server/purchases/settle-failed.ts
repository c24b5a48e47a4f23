import type { TransactionPatch } from "../wallet/transactions-repo";
import { recordWebhookEvent, webhookModeOf } from "../partner-webhooks/events";
import { systemAccountId } from "./account-ids";
import { markRefunded, postRefund } from "./refund";
import { purchaseFailedEvent } from "../notifications/events";
import { recordNotification } from "../notifications/record";
import { noticeAtSettlement } from "../notifications/purchase-notice";
import { finalizeProviderRequest, type ProviderRequestRow, type Settled, type Settling } from "./settlement";

/**
 * Failed (a definite failure only): the purchase row fails with the provider's reason and the
 * money goes back through the one refund (refund.ts), with the provider request finalized
 * before the balances move.
 */
export async function settleFailed(s: Settling): Promise<Settled> {
  const { ctx, tx, row, now } = s;
  const bills = await systemAccountId(ctx, tx, "bills_payable");
  s.usedSystem.push(["bills_payable", bills]);
  const failed: TransactionPatch = {
    status: "failed",
    providerReference: s.c.transaction?.transactionId ?? null,
    details: { failure_reason: s.c.reason },
  };
  let provider: ProviderRequestRow | null = null;
  // Before the refund's own event: a receiver sees failed, then refunded.
  await recordWebhookEvent(tx, {
    userId: row.userId,
    type: "purchase.failed",
    row: { ...row, status: "failed", details: { ...row.details, failure_reason: s.c.reason } },
    now,
    mode: webhookModeOf(ctx),
  });
  const refund = await postRefund(tx, {
    purchase: row,
    walletAccountId: s.walletId,
    billsAccountId: bills,
    now,
    by: { providerCode: s.c.code },
    purchasePatch: failed,
    webhookMode: webhookModeOf(ctx),
    beforeBalances: async () => {
      provider = await finalizeProviderRequest(s);
      if (noticeAtSettlement(row)) await recordNotification(tx, purchaseFailedEvent(row));
    },
  });
  if (refund.row) return { row: refund.row, provider, walletBalanceKobo: refund.walletBalanceKobo };
  // A refund journal posted earlier (by hand or another path): the row still settles.
  return { row: await markRefunded(tx, row, failed, now), provider: await finalizeProviderRequest(s) };
}
