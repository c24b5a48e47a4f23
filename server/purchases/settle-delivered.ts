import type { AppContext } from "../http/context";
import type { Classified } from "../providers/vtpass/vtpass-outcome";
import { webhookModeOf } from "../partner-webhooks/events";
import type { TransactionRow } from "../wallet/transactions-repo";
import { rememberAccounts, systemAccountId } from "./account-ids";
import { cashbackKobo, rateOrDefaultBp } from "./cashback";
import { deliveredStatement, type DeliveredStatement } from "./purchase-sql";
import { nextReversalCheck } from "./purchase-settings";
import { discountOf } from "./refund";
import { SERVICE_LABEL, type ServiceKey } from "./services";
import { lastAnswerOf, type Settled, type Settling } from "./settlement";
import { purchaseDeliveredEvent } from "../notifications/events";
import { noticeAtSettlement } from "../notifications/purchase-notice";

/** What deliveredPlan needs: the purchase row (locked, or as the debit just wrote it) and the answer. */
export interface DeliveredInput {
  ctx: AppContext;
  row: TransactionRow;
  c: Classified;
  now: Date;
  walletId: string;
  /** The service's cashback rate (the admin's or the default). */
  rateBp: number;
  /** The cashback_expense account (only read when a cashback is paid). */
  cashbackExpenseId: () => Promise<string>;
}

/**
 * Delivered: the purchase row takes the provider's reference, commission and what it delivered
 * (token, pins); cashback at the service's rate is its own journal (cashback:<id>) and history row;
 * the customer's notification (not a bulk line's or a partner API purchase's: purchase-notice.ts)
 * and the partner's webhook event carry the delivered row. Every row is
 * written before the cashback moves the balances (purchase_settle_delivered). The provider request
 * stays scheduled for the reversal checks (settle-reversed.ts). Computes every value; writes nothing.
 */
export async function deliveredPlan(p: DeliveredInput): Promise<Omit<DeliveredStatement, "expectUpdatedAt">> {
  const { ctx, row, now } = p;
  const t = p.c.transaction;
  // A level's price replaces cashback: a discounted purchase earns none (README "Levels and prices").
  const cashback = discountOf(row) > 0 ? 0 : cashbackKobo(row.amount, p.rateBp);
  const commission = t?.commissionKobo;
  const patch = {
    status: "delivered",
    providerReference: t?.transactionId ?? null,
    commissionKobo: commission !== null && commission !== undefined && commission >= 0 ? commission : 0,
    cashbackKobo: cashback,
    details: deliveredDetails(row.service, t),
    updatedAt: now,
  };
  // The row as the statement leaves it (details merged key by key, as jsonb || does): what the
  // notification and the webhook event carry.
  const updated: TransactionRow = { ...row, ...patch, details: { ...(row.details as object), ...patch.details } };
  const label = SERVICE_LABEL[row.service as ServiceKey] ?? row.service;
  return {
    transactionId: row.id,
    patch,
    cashback:
      cashback > 0
        ? {
            journal: {
              kind: "cashback",
              idempotencyKey: `cashback:${row.id}`,
              description: `Cashback on ${label} purchase ${row.reference}`,
              entries: [
                { accountId: await p.cashbackExpenseId(), amountKobo: -cashback },
                { accountId: p.walletId, amountKobo: cashback },
              ],
              metadata: { purchase_id: row.id, rate_bp: p.rateBp },
            },
            row: {
              userId: row.userId,
              type: "cashback",
              service: row.service,
              amountKobo: cashback,
              status: "successful",
              reference: `${row.reference}CB`,
              details: { purchase_id: row.id, purchase_reference: row.reference, rate_percent: p.rateBp / 100 },
              createdAt: now,
            },
          }
        : null,
    notification: noticeAtSettlement(row) ? purchaseDeliveredEvent(updated) : null,
    webhook: { userId: row.userId, type: "purchase.delivered", row: updated, now, mode: webhookModeOf(ctx) },
    provider: { ...lastAnswerOf(p.c), nextCheckAt: nextReversalCheck(ctx, now, now), finalizedAt: now },
    walletId: p.walletId,
  };
}

/** Delivered, inside settle's transaction, the purchase locked (lockPurchase) and pending. */
export async function settleDelivered(s: Settling, storedRateBp: number | null): Promise<Settled> {
  const { ctx, tx, row, now } = s;
  const plan = await deliveredPlan({
    ctx,
    row,
    c: s.c,
    now,
    walletId: s.walletId,
    rateBp: rateOrDefaultBp(storedRateBp, row.service),
    cashbackExpenseId: async () => {
      const expense = await systemAccountId(ctx, tx, "cashback_expense");
      s.usedSystem.push(["cashback_expense", expense]);
      return expense;
    },
  });
  const written = await deliveredStatement(tx, { ...plan, expectUpdatedAt: null });
  // The row is locked and was read pending under the lock: the statement finds it so.
  if (!written) throw new Error(`purchase ${row.id} changed under its row lock`);
  return written;
}

/**
 * Delivered, right after this process's own debit, without a transaction of its own: one
 * statement that locks the purchase and writes only if it is still the pending row the debit wrote
 * and the cashback rate read before the debit is still the service's. Null when it was not (a
 * re-query or a callback settled it meanwhile, an admin changed the rate): nothing was written,
 * and the caller settles the general way (settle.ts).
 */
export async function settleDeliveredAtOnce(
  ctx: AppContext,
  d: { row: TransactionRow; c: Classified; walletId: string; storedRateBp: number | null },
): Promise<Settled | null> {
  const now = ctx.now();
  let expense: string | undefined;
  const rateBp = rateOrDefaultBp(d.storedRateBp, d.row.service);
  const plan = await deliveredPlan({
    ctx,
    row: d.row,
    c: d.c,
    now,
    walletId: d.walletId,
    rateBp,
    cashbackExpenseId: async () => (expense = await systemAccountId(ctx, ctx.db, "cashback_expense")),
  });
  const written = await deliveredStatement(ctx.db, {
    ...plan,
    expectUpdatedAt: d.row.updatedAt,
    rateCheck: { rateBp, defaultBp: rateOrDefaultBp(null, d.row.service) },
  });
  if (written && expense) rememberAccounts(ctx, { system: [["cashback_expense", expense]] });
  return written;
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
