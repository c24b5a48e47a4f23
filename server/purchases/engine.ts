import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { purchaseProviderRequests, transactions } from "../db/schema";
import { AppError, conflict } from "../http/errors";
import type { AppContext } from "../http/context";
import type { Classified } from "../providers/vtpass/vtpass-outcome";
import type { PayRequest } from "../providers/vtpass/vtpass-adapter";
import { InsufficientFundsError, postJournal, systemAccount, walletAccountFor } from "../wallet/ledger";
import { recordTransaction, transactionByRequestId, updateTransaction, type TransactionRow } from "../wallet/transactions-repo";
import { PURCHASE_MSG } from "../../lib/contracts/purchases";
import { cashbackKobo, cashbackRateBp } from "./cashback";
import { backoffMs, purchaseSettings } from "./purchase-settings";
import { SERVICE_LABEL, type ServiceKey } from "./services";
import { vtpassFor } from "./vtpass-client";

/** A validated purchase, ready to charge: what to debit, what to send, what to show. */
export interface Order {
  service: ServiceKey;
  /** The customer's idempotency key. */
  requestId: string;
  /** Hash of the normalized request body: same id + other body is refused. */
  fingerprint: string;
  amountKobo: number;
  pay: Omit<PayRequest, "request_id">;
  /** Customer-facing details kept on the history row (phone, plan, meter, ...). */
  details: Record<string, unknown>;
}

export type ProviderRequestRow = typeof purchaseProviderRequests.$inferSelect;

export interface PurchaseResult {
  row: TransactionRow;
  provider: ProviderRequestRow | null;
  /** True when an earlier request with the same request_id was answered again. */
  replay: boolean;
}

/** sha256 of the service and the body with keys sorted, without request_id. */
export function fingerprintOf(service: string, body: Record<string, unknown>): string {
  const norm = (v: unknown): unknown =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v as object)
            .filter((k) => k !== "request_id" && (v as Record<string, unknown>)[k] !== undefined)
            .sort()
            .map((k) => [k, norm((v as Record<string, unknown>)[k])]),
        )
      : v;
  return createHash("sha256").update(JSON.stringify([service, norm(body)])).digest("hex");
}

/** An earlier purchase with this request_id: the same one answered again, or a refusal. */
export async function existingPurchase(ctx: AppContext, userId: string, requestId: string, fingerprint: string): Promise<PurchaseResult | null> {
  const row = await transactionByRequestId(ctx.db, userId, requestId);
  if (!row) return null;
  if (row.requestFingerprint !== fingerprint) throw conflict(PURCHASE_MSG.requestIdReused);
  return { row, provider: await providerRequestOf(ctx, row.id), replay: true };
}

export async function providerRequestOf(ctx: AppContext, transactionId: string): Promise<ProviderRequestRow | null> {
  const [pr] = await ctx.db.select().from(purchaseProviderRequests).where(eq(purchaseProviderRequests.transactionId, transactionId));
  return pr ?? null;
}

const isUniqueViolation = (err: unknown): boolean => {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === "23505") return true;
  return false;
};

class ConcurrentReplay extends Error {}

/**
 * Debits the wallet and records the pending purchase in one database transaction, then asks
 * VTpass, then applies the outcome. A repeated request_id answers the first purchase.
 */
export async function placePurchase(ctx: AppContext, userId: string, order: Order): Promise<PurchaseResult> {
  const earlier = await existingPurchase(ctx, userId, order.requestId, order.fingerprint);
  if (earlier) return earlier;

  const vt = vtpassFor(ctx);
  const now = ctx.now();
  const providerRequestId = vt.requestId(randomBytes(10).toString("hex"));
  const payload: PayRequest = { request_id: providerRequestId, ...order.pay };
  let transactionId: string;
  try {
    transactionId = await ctx.db.transaction(async (tx) => {
      const wallet = await walletAccountFor(tx, userId);
      const bills = await systemAccount(tx, "bills_payable");
      const { journalId, created } = await postJournal(tx, {
        kind: "purchase",
        idempotencyKey: `purchase:${userId}:${order.requestId}`,
        description: `${SERVICE_LABEL[order.service]} purchase`,
        entries: [
          { accountId: wallet.id, amountKobo: -order.amountKobo },
          { accountId: bills.id, amountKobo: order.amountKobo },
        ],
        metadata: { service: order.service, provider_request_id: providerRequestId },
      });
      if (!created) throw new ConcurrentReplay();
      const { id } = await recordTransaction(tx, {
        userId,
        type: "purchase",
        service: order.service,
        amountKobo: order.amountKobo,
        status: "pending",
        reference: providerRequestId,
        journalId,
        requestId: order.requestId,
        requestFingerprint: order.fingerprint,
        details: order.details,
        createdAt: now,
      });
      // Scheduled before the provider is called: if this process dies mid-call, the job finds it.
      await tx.insert(purchaseProviderRequests).values({
        transactionId: id,
        providerRequestId,
        payload: payload as unknown as Record<string, unknown>,
        createdAt: now,
        nextCheckAt: new Date(now.getTime() + Math.max(backoffMs(ctx, 0), ctx.config.VTPASS_TIMEOUT_MS * 2)),
      });
      return id;
    });
  } catch (err) {
    if (err instanceof InsufficientFundsError) throw new AppError(400, PURCHASE_MSG.insufficientBalance, { amount: [PURCHASE_MSG.insufficientBalance] });
    if (err instanceof ConcurrentReplay || isUniqueViolation(err)) {
      const same = await existingPurchase(ctx, userId, order.requestId, order.fingerprint);
      if (same) return same;
    }
    throw err;
  }

  const outcome = await vt.pay(payload);
  const row = await applyOutcome(ctx, transactionId, outcome);
  return { row, provider: await providerRequestOf(ctx, transactionId), replay: false };
}

/**
 * Moves a pending purchase to its final state exactly once (row lock + status check):
 * delivered (commission, cashback), failed (refund journal `refund:<id>`), or still pending
 * (next re-query scheduled). Unknown never refunds.
 */
export async function applyOutcome(ctx: AppContext, transactionId: string, c: Classified): Promise<TransactionRow> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(transactions).where(eq(transactions.id, transactionId)).for("update");
    if (!row) throw new Error(`purchase ${transactionId} not found`);
    const [pr] = await tx.select().from(purchaseProviderRequests).where(eq(purchaseProviderRequests.transactionId, transactionId)).for("update");
    if (row.status !== "pending" || !pr) return row;
    const now = ctx.now();
    let outcome = c.outcome;
    if (outcome === "failed" && c.code === "015" && now.getTime() - pr.createdAt.getTime() < purchaseSettings(ctx).notFoundGraceMs) outcome = "unknown";
    const last = { lastOutcome: c.outcome, lastCode: c.code, lastReason: c.reason.slice(0, 300) };

    if (outcome === "pending" || outcome === "unknown") {
      await tx
        .update(purchaseProviderRequests)
        .set({ ...last, nextCheckAt: new Date(now.getTime() + backoffMs(ctx, pr.attempts)) })
        .where(eq(purchaseProviderRequests.transactionId, transactionId));
      return row;
    }

    const wallet = await walletAccountFor(tx, row.userId);
    const bills = await systemAccount(tx, "bills_payable");
    const t = c.transaction;
    if (outcome === "delivered") {
      const rate = await cashbackRateBp(tx, row.service);
      const cashback = cashbackKobo(row.amount, rate);
      let cashbackReference: string | null = null;
      if (cashback > 0) {
        const expense = await systemAccount(tx, "cashback_expense");
        cashbackReference = `${row.reference}CB`;
        const { journalId } = await postJournal(tx, {
          kind: "cashback",
          idempotencyKey: `cashback:${row.id}`,
          description: `Cashback on ${SERVICE_LABEL[row.service as ServiceKey] ?? row.service} purchase ${row.reference}`,
          entries: [
            { accountId: expense.id, amountKobo: -cashback },
            { accountId: wallet.id, amountKobo: cashback },
          ],
          metadata: { purchase_id: row.id, rate_bp: rate },
        });
        await recordTransaction(tx, {
          userId: row.userId,
          type: "cashback",
          service: row.service,
          amountKobo: cashback,
          status: "successful",
          reference: cashbackReference,
          journalId,
          details: { purchase_id: row.id, purchase_reference: row.reference, rate_percent: rate / 100 },
          createdAt: now,
        });
      }
      const commission = t?.commissionKobo;
      await updateTransaction(tx, row.id, {
        status: "delivered",
        providerReference: t?.transactionId ?? null,
        commissionKobo: commission !== null && commission !== undefined && commission >= 0 ? commission : 0,
        cashbackKobo: cashback,
        details: deliveredDetails(row.service, t),
        updatedAt: now,
      });
    } else {
      const refundReference = `${row.reference}RF`;
      const { journalId } = await postJournal(tx, {
        kind: "refund",
        idempotencyKey: `refund:${row.id}`,
        description: `Refund of failed ${SERVICE_LABEL[row.service as ServiceKey] ?? row.service} purchase ${row.reference}`,
        entries: [
          { accountId: bills.id, amountKobo: -row.amount },
          { accountId: wallet.id, amountKobo: row.amount },
        ],
        metadata: { purchase_id: row.id, provider_code: c.code },
      });
      await recordTransaction(tx, {
        userId: row.userId,
        type: "refund",
        service: row.service,
        amountKobo: row.amount,
        status: "successful",
        reference: refundReference,
        journalId,
        details: { purchase_id: row.id, purchase_reference: row.reference },
        createdAt: now,
      });
      await updateTransaction(tx, row.id, {
        status: "failed",
        providerReference: t?.transactionId ?? null,
        details: { refunded: true, refund_reference: refundReference, failure_reason: c.reason },
        updatedAt: now,
      });
    }
    await tx
      .update(purchaseProviderRequests)
      .set({ ...last, nextCheckAt: null, finalizedAt: now })
      .where(eq(purchaseProviderRequests.transactionId, transactionId));
    const [after] = await tx.select().from(transactions).where(eq(transactions.id, transactionId));
    return after;
  });
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
