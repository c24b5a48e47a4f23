import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { cashbackRates, purchaseProviderRequests, transactions } from "../db/schema";
import { AppError, conflict } from "../http/errors";
import type { AppContext } from "../http/context";
import type { Classified } from "../providers/vtpass/vtpass-outcome";
import type { PayRequest } from "../providers/vtpass/vtpass-adapter";
import { InsufficientFundsError, postJournal, type SystemAccountCode, type Tx } from "../wallet/ledger";
import {
  recordTransaction,
  transactionByRequestId,
  updateTransaction,
  type TransactionRow,
} from "../wallet/transactions-repo";
import { PURCHASE_MSG } from "../../lib/contracts/purchases";
import { rememberAccounts, systemAccountId, walletAccountId } from "./account-ids";
import { cashbackKobo, rateOrDefaultBp } from "./cashback";
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
  /** The wallet balance right after this purchase settled, when settling moved it. */
  balanceKobo?: number;
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
  return createHash("sha256")
    .update(JSON.stringify([service, norm(body)]))
    .digest("hex");
}

/** An earlier purchase with this request_id: the same one answered again, or a refusal. */
export async function existingPurchase(
  ctx: AppContext,
  userId: string,
  requestId: string,
  fingerprint: string,
): Promise<PurchaseResult | null> {
  const row = await transactionByRequestId(ctx.db, userId, requestId);
  if (!row) return null;
  if (row.requestFingerprint !== fingerprint) throw conflict(PURCHASE_MSG.requestIdReused);
  return { row, provider: await providerRequestOf(ctx, row.id), replay: true };
}

export async function providerRequestOf(ctx: AppContext, transactionId: string): Promise<ProviderRequestRow | null> {
  const [pr] = await ctx.db
    .select()
    .from(purchaseProviderRequests)
    .where(eq(purchaseProviderRequests.transactionId, transactionId));
  return pr ?? null;
}

const isUniqueViolation = (err: unknown): boolean => {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === "23505") return true;
  return false;
};

class ConcurrentReplay extends Error {}

/**
 * Debits the wallet and records the pending purchase in one database transaction, then asks
 * VTpass, then applies the outcome. The caller has looked for an earlier purchase with this
 * request_id (existingPurchase) and found none; a concurrent twin is still caught by the unique
 * keys and answered as the same purchase.
 */
export async function placePurchase(ctx: AppContext, userId: string, order: Order): Promise<PurchaseResult> {
  const vt = vtpassFor(ctx);
  const now = ctx.now();
  const providerRequestId = vt.requestId(randomBytes(10).toString("hex"));
  const payload: PayRequest = { request_id: providerRequestId, ...order.pay };
  let transactionId: string;
  try {
    let accounts: { wallet: string; bills: string } | undefined;
    transactionId = await ctx.db.transaction(async (tx) => {
      const wallet = await walletAccountId(ctx, tx, userId);
      const bills = await systemAccountId(ctx, tx, "bills_payable");
      accounts = { wallet, bills };
      let id = "";
      // No savepoint: any refusal gives up this whole transaction. The history and provider-request
      // rows are written before the balances move (see "Balance updates last" in ledger.ts).
      const { created } = await postJournal(
        tx,
        {
          kind: "purchase",
          idempotencyKey: `purchase:${userId}:${order.requestId}`,
          description: `${SERVICE_LABEL[order.service]} purchase`,
          entries: [
            { accountId: wallet, amountKobo: -order.amountKobo },
            { accountId: bills, amountKobo: order.amountKobo },
          ],
          metadata: { service: order.service, provider_request_id: providerRequestId },
        },
        {
          savepoint: false,
          beforeBalances: async (journalId) => {
            ({ id } = await recordTransaction(tx, {
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
            }));
            // Scheduled before the provider is called: if this process dies mid-call, the job finds it.
            await tx.insert(purchaseProviderRequests).values({
              transactionId: id,
              providerRequestId,
              payload: payload as unknown as Record<string, unknown>,
              createdAt: now,
              nextCheckAt: new Date(now.getTime() + Math.max(backoffMs(ctx, 0), ctx.config.VTPASS_TIMEOUT_MS * 2)),
            });
          },
        },
      );
      if (!created) throw new ConcurrentReplay();
      return id;
    });
    if (accounts)
      rememberAccounts(ctx, { wallet: [userId, accounts.wallet], system: [["bills_payable", accounts.bills]] });
  } catch (err) {
    if (err instanceof InsufficientFundsError)
      throw new AppError(400, PURCHASE_MSG.insufficientBalance, { amount: [PURCHASE_MSG.insufficientBalance] });
    if (err instanceof ConcurrentReplay || isUniqueViolation(err)) {
      const same = await existingPurchase(ctx, userId, order.requestId, order.fingerprint);
      if (same) return same;
    }
    throw err;
  }

  const outcome = await vt.pay(payload);
  const { row, provider, walletBalanceKobo } = await settle(ctx, transactionId, outcome);
  return {
    row,
    provider: provider ?? (await providerRequestOf(ctx, transactionId)),
    replay: false,
    balanceKobo: walletBalanceKobo,
  };
}

/**
 * Moves a pending purchase to its final state exactly once (row lock + status check):
 * delivered (commission, cashback), failed (refund journal `refund:<id>`), or still pending
 * (next re-query scheduled). Unknown never refunds.
 */
export async function applyOutcome(ctx: AppContext, transactionId: string, c: Classified): Promise<TransactionRow> {
  return (await settle(ctx, transactionId, c)).row;
}

interface Settled {
  row: TransactionRow;
  provider: ProviderRequestRow | null;
  /** Set when this call moved the wallet (cashback or refund). */
  walletBalanceKobo?: number;
}

/** The purchase row and its provider request, both locked, with the service's cashback rate: one round trip. */
async function lockPurchase(
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

/** applyOutcome, also answering the provider-request row when this call finalized or rescheduled it. */
async function settle(ctx: AppContext, transactionId: string, c: Classified): Promise<Settled> {
  let used: { wallet: string; system: [SystemAccountCode, string][] } | undefined;
  const result = await ctx.db.transaction(async (tx): Promise<Settled> => {
    const locked = await lockPurchase(tx, transactionId);
    if (!locked) throw new Error(`purchase ${transactionId} not found`);
    const { row, pr } = locked;
    if (row.status !== "pending" || !pr) return { row, provider: pr };
    const now = ctx.now();
    let outcome = c.outcome;
    if (
      outcome === "failed" &&
      c.code === "015" &&
      now.getTime() - pr.createdAt.getTime() < purchaseSettings(ctx).notFoundGraceMs
    )
      outcome = "unknown";
    const last = { lastOutcome: c.outcome, lastCode: c.code, lastReason: c.reason.slice(0, 300) };

    if (outcome === "pending" || outcome === "unknown") {
      const [provider] = await tx
        .update(purchaseProviderRequests)
        .set({ ...last, nextCheckAt: new Date(now.getTime() + backoffMs(ctx, pr.attempts)) })
        .where(eq(purchaseProviderRequests.transactionId, transactionId))
        .returning();
      return { row, provider: provider ?? null };
    }

    const wallet = await walletAccountId(ctx, tx, row.userId);
    used = { wallet, system: [] };
    const t = c.transaction;
    let after: TransactionRow | undefined;
    let provider: ProviderRequestRow | undefined;
    let walletBalanceKobo: number | undefined;
    // The purchase's own row and its provider request, written before any balance moves.
    const finalize = async (patch: Parameters<typeof updateTransaction>[2]) => {
      after = await updateTransaction(tx, row.id, patch);
      [provider] = await tx
        .update(purchaseProviderRequests)
        .set({ ...last, nextCheckAt: null, finalizedAt: now })
        .where(eq(purchaseProviderRequests.transactionId, transactionId))
        .returning();
    };
    if (outcome === "delivered") {
      const rate = rateOrDefaultBp(locked.rateBp, row.service);
      const cashback = cashbackKobo(row.amount, rate);
      const commission = t?.commissionKobo;
      const delivered = {
        status: "delivered",
        providerReference: t?.transactionId ?? null,
        commissionKobo: commission !== null && commission !== undefined && commission >= 0 ? commission : 0,
        cashbackKobo: cashback,
        details: deliveredDetails(row.service, t),
        updatedAt: now,
      };
      if (cashback > 0) {
        const expense = await systemAccountId(ctx, tx, "cashback_expense");
        used.system.push(["cashback_expense", expense]);
        const cashbackReference = `${row.reference}CB`;
        const posted = await postJournal(
          tx,
          {
            kind: "cashback",
            idempotencyKey: `cashback:${row.id}`,
            description: `Cashback on ${SERVICE_LABEL[row.service as ServiceKey] ?? row.service} purchase ${row.reference}`,
            entries: [
              { accountId: expense, amountKobo: -cashback },
              { accountId: wallet, amountKobo: cashback },
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
                reference: cashbackReference,
                journalId,
                details: { purchase_id: row.id, purchase_reference: row.reference, rate_percent: rate / 100 },
                createdAt: now,
              });
              await finalize(delivered);
            },
          },
        );
        walletBalanceKobo = posted.balances.get(wallet);
      }
      if (!after) await finalize(delivered);
    } else {
      const bills = await systemAccountId(ctx, tx, "bills_payable");
      used.system.push(["bills_payable", bills]);
      const refundReference = `${row.reference}RF`;
      const failed = {
        status: "failed",
        providerReference: t?.transactionId ?? null,
        details: { refunded: true, refund_reference: refundReference, failure_reason: c.reason },
        updatedAt: now,
      };
      const posted = await postJournal(
        tx,
        {
          kind: "refund",
          idempotencyKey: `refund:${row.id}`,
          description: `Refund of failed ${SERVICE_LABEL[row.service as ServiceKey] ?? row.service} purchase ${row.reference}`,
          entries: [
            { accountId: bills, amountKobo: -row.amount },
            { accountId: wallet, amountKobo: row.amount },
          ],
          metadata: { purchase_id: row.id, provider_code: c.code },
        },
        {
          savepoint: false,
          beforeBalances: async (journalId) => {
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
            await finalize(failed);
          },
        },
      );
      walletBalanceKobo = posted.balances.get(wallet);
      // A refund journal posted earlier (by hand or another path): the row still settles.
      if (!after) await finalize(failed);
    }
    if (!after) throw new Error(`purchase ${transactionId} was not finalized`);
    return { row: after, provider: provider ?? null, walletBalanceKobo };
  });
  if (used) rememberAccounts(ctx, { wallet: [result.row.userId, used.wallet], system: used.system });
  return result;
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
