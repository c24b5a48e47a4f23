import { eq } from "drizzle-orm";
import { purchaseProviderRequests, transactions } from "../db/schema";
import type { Db } from "../db/client";
import type { AppContext } from "../http/context";
import { webhookModeOf } from "../partner-webhooks/events";
import { conflict, notFound } from "../http/errors";
import { settleDisputeOfPurchase } from "../claims/purchase-disputes";
import { applyOutcome } from "../purchases/engine";
import { postRefund, refundReferenceOf } from "../purchases/refund";
import { purchaseFailedEvent } from "../notifications/events";
import { recordNotification } from "../notifications/record";
import { noticeAfterSettlement } from "../notifications/purchase-notice";
import { vtpassFor } from "../purchases/vtpass-client";
import { systemAccount, walletAccountFor } from "../wallet/ledger";
import type { TransactionRow } from "../wallet/transactions-repo";
import { recordAudit, type Actor } from "./audit-log";
import { formatKobo } from "../../lib/money";

export interface ActionResult {
  message: string;
  /** False when another press (or the engine) got there first: nothing was done twice. */
  changed: boolean;
}

const statusOf = (r: TransactionRow) => ({
  status: r.status,
  refunded: (r.details as Record<string, unknown>).refunded === true,
});

async function purchaseRow(db: Db, id: string): Promise<TransactionRow> {
  const [row] = await db.select().from(transactions).where(eq(transactions.id, id));
  if (!row || row.type !== "purchase") throw notFound("Purchase not found.");
  return row;
}

/**
 * Asks VTpass for the outcome of one pending purchase now and applies it through the engine
 * (delivered: cashback; failed: the engine's refund; still pending: next check scheduled).
 * The provider is asked outside any transaction; the outcome and the audit row are written in
 * one. A second press either finds the purchase final (409) or is a no-op under the row lock.
 */
export async function requeryPurchase(ctx: AppContext, actor: Actor, id: string): Promise<ActionResult> {
  const row = await purchaseRow(ctx.db, id);
  if (row.status !== "pending") throw conflict(`Only a pending purchase can be re-queried; this one is ${row.status}.`);
  const [pr] = await ctx.db
    .select()
    .from(purchaseProviderRequests)
    .where(eq(purchaseProviderRequests.transactionId, id));
  if (!pr) throw conflict("This purchase has no provider request to re-query.");
  const answer = await vtpassFor(ctx).requery(pr.providerRequestId);
  const result = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(transactions).where(eq(transactions.id, id)).for("update");
    // applyOutcome opens a savepoint inside this transaction, so the audit row commits with it.
    const after = await applyOutcome({ ...ctx, db: tx as unknown as Db }, id, answer);
    const changed = locked.status !== after.status;
    await recordAudit(
      tx,
      actor,
      {
        action: "purchase.requery",
        targetType: "transaction",
        targetId: id,
        before: statusOf(locked),
        after: {
          ...statusOf(after),
          provider_outcome: answer.outcome,
          provider_code: answer.code,
          provider_reason: answer.reason.slice(0, 300),
        },
      },
      ctx.now(),
    );
    const message = !changed
      ? locked.status === "pending"
        ? `The provider says: ${answer.outcome} (${answer.reason}). The purchase stays pending; the next automatic check is scheduled.`
        : `Already ${locked.status}; nothing changed.`
      : after.status === "delivered"
        ? "The provider confirmed delivery. The purchase is now delivered."
        : "The provider confirmed the failure. The purchase failed and the wallet was refunded.";
    return { message, changed };
  });
  await settleDisputeOfPurchase(ctx, id);
  return result;
}

/**
 * Refunds a failed purchase whose money never went back, through the engine's one refund
 * (purchases/refund.ts: journal `refund:<id>`, balances moved last) under the purchase row's lock:
 * neither a second press nor the engine can refund it again. Pending (or unknown) purchases are
 * never refunded here. The audit row is written with the refund's rows, before the balances move.
 */
export async function refundPurchase(ctx: AppContext, actor: Actor, id: string): Promise<ActionResult> {
  await purchaseRow(ctx.db, id);
  const result = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(transactions).where(eq(transactions.id, id)).for("update");
    if (row.status !== "failed") throw conflict(`Only a failed purchase can be refunded; this one is ${row.status}.`);
    if (statusOf(row).refunded) throw conflict("This purchase was already refunded.");
    const now = ctx.now();
    const wallet = await walletAccountFor(tx, row.userId);
    const bills = await systemAccount(tx, "bills_payable");
    const { created } = await postRefund(tx, {
      purchase: row,
      walletAccountId: wallet.id,
      billsAccountId: bills.id,
      now,
      by: { adminId: actor.id },
      webhookMode: webhookModeOf(ctx),
      beforeBalances: async (journalId) => {
        // The customer is told once (the failure's notice, if the engine never sent it; not a
        // reseller's purchase reported otherwise: purchase-notice.ts).
        if (await noticeAfterSettlement(tx, row)) await recordNotification(tx, purchaseFailedEvent(row));
        await recordAudit(
          tx,
          actor,
          {
            action: "purchase.refund",
            targetType: "transaction",
            targetId: row.id,
            before: statusOf(row),
            after: {
              status: row.status,
              refunded: true,
              refund_reference: refundReferenceOf(row),
              amount_kobo: row.amount,
              journal_id: journalId,
            },
          },
          now,
        );
      },
    });
    if (!created) throw conflict("This purchase was already refunded.");
    return { message: `Refunded ${formatKobo(row.amount)} to the customer's wallet.`, changed: true };
  });
  await settleDisputeOfPurchase(ctx, id);
  return result;
}
