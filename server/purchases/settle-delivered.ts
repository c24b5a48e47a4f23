import type { Classified } from "../providers/vtpass/vtpass-outcome";
import { recordWebhookEvent, webhookModeOf } from "../partner-webhooks/events";
import { postJournal } from "../wallet/ledger";
import { recordTransaction, updateTransaction, type TransactionPatch } from "../wallet/transactions-repo";
import { systemAccountId } from "./account-ids";
import { cashbackKobo, rateOrDefaultBp } from "./cashback";
import { nextReversalCheck } from "./purchase-settings";
import { discountOf } from "./refund";
import { SERVICE_LABEL, type ServiceKey } from "./services";
import { finalizeProviderRequest, type Settled, type Settling } from "./settlement";
import { purchaseDeliveredEvent } from "../notifications/events";
import { recordNotification } from "../notifications/record";

/**
 * Delivered: the purchase row takes the provider's reference, commission and what it delivered
 * (token, pins); cashback at the service's rate is its own journal (cashback:<id>) and history row.
 * Every row is written before the cashback moves the balances. The provider request stays
 * scheduled for the reversal checks (settle-reversed.ts).
 */
export async function settleDelivered(s: Settling, storedRateBp: number | null): Promise<Settled> {
  const { ctx, tx, row, now } = s;
  const t = s.c.transaction;
  const rate = rateOrDefaultBp(storedRateBp, row.service);
  // A level's price replaces cashback: a discounted purchase earns none (README "Levels and prices").
  const cashback = discountOf(row) > 0 ? 0 : cashbackKobo(row.amount, rate);
  const commission = t?.commissionKobo;
  const delivered: TransactionPatch = {
    status: "delivered",
    providerReference: t?.transactionId ?? null,
    commissionKobo: commission !== null && commission !== undefined && commission >= 0 ? commission : 0,
    cashbackKobo: cashback,
    details: deliveredDetails(row.service, t),
    updatedAt: now,
  };
  // The purchase's own row and its provider request, kept for its reversal checks.
  const finalize = async (): Promise<Settled> => {
    const updated = await updateTransaction(tx, row.id, delivered);
    await recordNotification(tx, purchaseDeliveredEvent(updated));
    await recordWebhookEvent(tx, {
      userId: row.userId,
      type: "purchase.delivered",
      row: updated,
      now,
      mode: webhookModeOf(ctx),
    });
    return { row: updated, provider: await finalizeProviderRequest(s, nextReversalCheck(ctx, now, now)) };
  };
  if (cashback <= 0) return finalize();

  const expense = await systemAccountId(ctx, tx, "cashback_expense");
  s.usedSystem.push(["cashback_expense", expense]);
  let settled: Settled | undefined;
  const posted = await postJournal(
    tx,
    {
      kind: "cashback",
      idempotencyKey: `cashback:${row.id}`,
      description: `Cashback on ${SERVICE_LABEL[row.service as ServiceKey] ?? row.service} purchase ${row.reference}`,
      entries: [
        { accountId: expense, amountKobo: -cashback },
        { accountId: s.walletId, amountKobo: cashback },
      ],
      metadata: { purchase_id: row.id, rate_bp: rate },
    },
    {
      savepoint: false,
      beforeBalances: async (journalId) => {
        await recordTransaction(tx, {
          userId: row.userId,
          type: "cashback",
          service: row.service,
          amountKobo: cashback,
          status: "successful",
          reference: `${row.reference}CB`,
          journalId,
          details: { purchase_id: row.id, purchase_reference: row.reference, rate_percent: rate / 100 },
          createdAt: now,
        });
        settled = await finalize();
      },
    },
  );
  // A cashback journal posted earlier (by another path): the row still settles.
  return { ...(settled ?? (await finalize())), walletBalanceKobo: posted.balances.get(s.walletId) };
}

function deliveredDetails(service: string, t: Classified["transaction"]): Record<string, unknown> {
  if (!t) return {};
  const d: Record<string, unknown> = { provider_transaction_date: t.transactionDate, product_name: t.productName };
  if (service === "electricity") {
    d.token = t.token;
    d.units = t.units;
  }
  if (service === "exam") d.pins = t.pins;
  return d;
}
