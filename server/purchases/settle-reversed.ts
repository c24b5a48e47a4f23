import { and, eq, sql } from "drizzle-orm";
import { purchaseProviderRequests, transactions } from "../db/schema";
import type { Log } from "../accounts/logger";
import type { AppContext } from "../http/context";
import type { Classified } from "../providers/vtpass/vtpass-outcome";
import type { SystemAccountCode } from "../wallet/ledger";
import type { TransactionPatch, TransactionRow } from "../wallet/transactions-repo";
import { rememberAccounts, systemAccountId, walletAccountId } from "./account-ids";
import { nextReversalCheck, purchaseSettings } from "./purchase-settings";
import { recordProviderAlert } from "./provider-alerts";
import { markRefunded, postRefund } from "./refund";
import { purchaseReversedEvent } from "../notifications/events";
import { recordNotification } from "../notifications/record";
import { noticeAfterSettlement } from "../notifications/purchase-notice";
import { lockPurchase } from "./settle";
import { recordWebhookEvent, webhookModeOf } from "../partner-webhooks/events";

const HOUR = 3_600_000;

export interface ReversalResult {
  row: TransactionRow;
  /** True only for the one call that reversed it (and recorded the customer's notice, when they get one). */
  reversed: boolean;
  /** The cashback taken back with the refund (kobo). */
  cashbackTakenBackKobo?: number;
}

/**
 * A purchase VTpass first reported delivered and later reversed (its "TRANSACTION REVERSAL UPDATE"
 * callback, code 040 / status reversed, or a reversal check of the re-query job), as confirmed by
 * the requery `c`. Under the purchase row's lock, once:
 * - the purchase becomes "reversed" with when it was delivered and reversed (details.delivered_at,
 *   reversed_at, reversal_code, reversal_reason), so the admin sees delivered, then reversed; a
 *   token or pins it had delivered are void: moved to details.voided_delivery (support only);
 * - the one refund (refund.ts, journal refund:<id>) gives the amount back and, in the same journal,
 *   takes back the cashback paid on it (wallet to cashback_expense): the cashback rewarded a
 *   purchase that did not happen. The wallet's net credit (amount - cashback) is never negative,
 *   so the clawback cannot fail for a wallet spent since. The cashback's history row becomes
 *   "reversed" (it no longer counts in the customer's cashback total);
 * - the provider request takes the answer and stops its reversal checks;
 * and the customer's notification recorded with it (server/notifications: email, in-app, push; a
 * partner API purchase's never, a bulk line's once its batch's summary went: purchase-notice.ts).
 * Any other answer changes nothing, except that
 * the next reversal check is scheduled (or none after the last).
 */
export async function settleReversal(
  ctx: AppContext,
  transactionId: string,
  c: Classified,
  _log?: Log,
): Promise<ReversalResult> {
  const used: [SystemAccountCode, string][] = [];
  let wallet: string | undefined;
  const result = await ctx.db.transaction(async (tx): Promise<ReversalResult> => {
    const locked = await lockPurchase(tx, transactionId);
    if (!locked) throw new Error(`purchase ${transactionId} not found`);
    const { row, pr } = locked;
    if (row.status !== "delivered" || !pr) return { row, reversed: false };
    const now = ctx.now();
    const deliveredAt = pr.finalizedAt ?? row.updatedAt;
    if (!c.reversed) {
      if (c.accountProblem && c.code)
        await recordProviderAlert(tx, {
          provider: "vtpass",
          code: c.code,
          message: c.reason,
          reference: row.reference,
          at: now,
        });
      await tx
        .update(purchaseProviderRequests)
        .set({ nextCheckAt: nextCheckAfter(ctx, deliveredAt, now, c) })
        .where(eq(purchaseProviderRequests.transactionId, row.id));
      return { row, reversed: false };
    }

    wallet = await walletAccountId(ctx, tx, row.userId);
    const bills = await systemAccountId(ctx, tx, "bills_payable");
    used.push(["bills_payable", bills]);
    const cashback = row.cashbackKobo;
    let cashbackAccountId: string | null = null;
    if (cashback > 0) {
      cashbackAccountId = await systemAccountId(ctx, tx, "cashback_expense");
      used.push(["cashback_expense", cashbackAccountId]);
    }
    const details = row.details as Record<string, unknown>;
    const delivered = { token: details.token ?? null, units: details.units ?? null, pins: details.pins ?? [] };
    const patch: TransactionPatch = {
      status: "reversed",
      // The cashback is taken back below: the purchase no longer carries any.
      cashbackKobo: 0,
      details: {
        delivered_at: deliveredAt.toISOString(),
        reversed_at: now.toISOString(),
        reversal_code: c.code,
        reversal_reason: c.reason.slice(0, 300),
        // What it had delivered is void now: kept for support, no longer shown (or printed) as the customer's.
        token: null,
        units: null,
        pins: [],
        ...(delivered.token || (Array.isArray(delivered.pins) && delivered.pins.length)
          ? { voided_delivery: delivered }
          : {}),
        ...(cashback > 0 ? { cashback_taken_back_kobo: cashback } : {}),
      },
    };
    const providerRows = async () => {
      await tx
        .update(purchaseProviderRequests)
        .set({ lastOutcome: "reversed", lastCode: c.code, lastReason: c.reason.slice(0, 300), nextCheckAt: null })
        .where(eq(purchaseProviderRequests.transactionId, row.id));
      if (cashback > 0)
        await tx
          .update(transactions)
          .set({
            status: "reversed",
            details: sql`${transactions.details} || ${JSON.stringify({ reversed_at: now.toISOString() })}::jsonb`,
            updatedAt: now,
          })
          .where(and(eq(transactions.reference, `${row.reference}CB`), eq(transactions.type, "cashback")));
    };
    // Before the refund's own event: a receiver sees reversed, then refunded.
    await recordWebhookEvent(tx, {
      userId: row.userId,
      type: "purchase.reversed",
      row: { ...row, status: "reversed", details: { ...details, ...patch.details } },
      now,
      mode: webhookModeOf(ctx),
    });
    const refund = await postRefund(tx, {
      purchase: row,
      walletAccountId: wallet,
      billsAccountId: bills,
      now,
      by: { providerCode: c.code },
      reason: "reversed",
      webhookMode: webhookModeOf(ctx),
      clawback: cashbackAccountId ? { cashbackAccountId, amountKobo: cashback } : undefined,
      purchasePatch: patch,
      beforeBalances: async () => {
        await providerRows();
        if (await noticeAfterSettlement(tx, row)) await recordNotification(tx, purchaseReversedEvent(row, cashback));
      },
    });
    if (refund.row) return { row: refund.row, reversed: true, cashbackTakenBackKobo: cashback };
    // A refund journal of this purchase existed already (never for a delivered one): the row still settles.
    await providerRows();
    return { row: await markRefunded(tx, row, patch, now), reversed: false };
  });
  if (wallet) rememberAccounts(ctx, { wallet: [result.row.userId, wallet], system: used });
  return result;
}

/**
 * After a reversal check that found the purchase still delivered: the next scheduled check, if any
 * is left. When VTpass could not be asked (timeout, garbage) after the last one, it is asked again
 * hourly for a day more, so a lost answer does not end the watch.
 */
function nextCheckAfter(ctx: AppContext, deliveredAt: Date, now: Date, c: Classified): Date | null {
  const next = nextReversalCheck(ctx, deliveredAt, now);
  if (next || c.outcome !== "unknown") return next;
  const checks = purchaseSettings(ctx).reversalChecksMs;
  const giveUpAt = deliveredAt.getTime() + checks[checks.length - 1] + 24 * HOUR;
  const retry = now.getTime() + HOUR;
  return retry <= giveUpAt ? new Date(retry) : null;
}
