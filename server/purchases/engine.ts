import { lowBalanceThresholdKobo, notifyLowBalance } from "../notifications/low-balance";
import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { purchaseProviderRequests } from "../db/schema";
import { AppError, conflict } from "../http/errors";
import type { AppContext } from "../http/context";
import type { Classified } from "../providers/vtpass/vtpass-outcome";
import type { PayRequest } from "../providers/vtpass/vtpass-adapter";
import { InsufficientFundsError, postJournal } from "../wallet/ledger";
import { recordTransaction, transactionByRequestId, type TransactionRow } from "../wallet/transactions-repo";
import { PURCHASE_MSG } from "../../lib/contracts/purchases";
import { rememberAccounts, systemAccountId, walletAccountId } from "./account-ids";
import { backoffMs } from "./purchase-settings";
import { SERVICE_LABEL, type ServiceKey } from "./services";
import { settle } from "./settle";
import { passBreaker, releaseTrial, reportToBreaker } from "./provider-breaker";
import type { Log } from "../accounts/logger";
import type { ProviderRequestRow } from "./settlement";
import { vtpassFor } from "./vtpass-client";

/** A validated purchase, ready to charge: what to debit, what to send, what to show. */
export interface Order {
  service: ServiceKey;
  /** The customer's idempotency key. */
  requestId: string;
  /** Hash of the normalized request body: same id + other body is refused. */
  fingerprint: string;
  /** What the wallet is debited: the price at the customer's level (server/levels/price-quote.ts). */
  amountKobo: number;
  /** The level's discount: VTpass is asked for amountKobo + discountKobo, the difference is journaled to discounts_expense. */
  discountKobo?: number;
  pay: Omit<PayRequest, "request_id">;
  /** Customer-facing details kept on the history row (phone, plan, meter, ...). */
  details: Record<string, unknown>;
}

export interface PurchaseResult {
  row: TransactionRow;
  provider: ProviderRequestRow | null;
  /** True when an earlier request with the same request_id was answered again. */
  replay: boolean;
  /** The wallet balance right after this purchase settled, when settling moved it. */
  balanceKobo?: number;
}

/** Body fields that are not part of what is bought: the idempotency key, and the approval (PIN). */
// The approval (PIN or passkey assertion) is not the purchase: a retry approved another way is the same order.
const UNFINGERPRINTED = new Set(["request_id", "pin", "passkey"]);

/** sha256 of the service and the body with keys sorted, without request_id and the approval. */
export function fingerprintOf(service: string, body: Record<string, unknown>): string {
  const norm = (v: unknown): unknown =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v as object)
            .filter((k) => !UNFINGERPRINTED.has(k) && (v as Record<string, unknown>)[k] !== undefined)
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
 * VTpass, then applies the outcome (and reports the call to the service's circuit breaker). The caller has looked for an earlier purchase with this
 * request_id (existingPurchase) and found none; a concurrent twin is still caught by the unique
 * keys and answered as the same purchase.
 */
export async function placePurchase(ctx: AppContext, userId: string, order: Order, log?: Log): Promise<PurchaseResult> {
  // An open circuit breaker refuses here, before anything is debited.
  const pass = await passBreaker(ctx, order.service);
  let debited: Awaited<ReturnType<typeof debitPurchase>>;
  try {
    debited = await debitPurchase(ctx, userId, order);
  } catch (err) {
    await releaseTrial(ctx, order.service, pass, log);
    throw err;
  }
  if ("replay" in debited) {
    await releaseTrial(ctx, order.service, pass, log);
    return debited;
  }
  const outcome = await vtpassFor(ctx).pay(debited.payload);
  const { row, provider, walletBalanceKobo } = await settle(ctx, debited.transactionId, outcome);
  await reportToBreaker(ctx, order.service, pass, outcome, debited.payload.request_id, log);
  return {
    row,
    provider: provider ?? (await providerRequestOf(ctx, debited.transactionId)),
    replay: false,
    balanceKobo: walletBalanceKobo,
  };
}

/**
 * The first half of placePurchase: the debit and the pending purchase, committed, with its
 * provider request scheduled for the re-query job before VTpass is called (if the process dies
 * before or during the call, the job finds it). Answers what to send, or the earlier purchase
 * when a concurrent twin got there first.
 */
export async function debitPurchase(
  ctx: AppContext,
  userId: string,
  order: Order,
): Promise<{ transactionId: string; payload: PayRequest } | PurchaseResult> {
  const vt = vtpassFor(ctx);
  const now = ctx.now();
  const providerRequestId = vt.requestId(randomBytes(10).toString("hex"));
  const payload: PayRequest = { request_id: providerRequestId, ...order.pay };
  let transactionId: string;
  try {
    let accounts: { wallet: string; bills: string; discounts?: string } | undefined;
    const discount = order.discountKobo ?? 0;
    transactionId = await ctx.db.transaction(async (tx) => {
      const wallet = await walletAccountId(ctx, tx, userId);
      const bills = await systemAccountId(ctx, tx, "bills_payable");
      const discounts = discount > 0 ? await systemAccountId(ctx, tx, "discounts_expense") : undefined;
      accounts = { wallet, bills, discounts };
      const threshold = await lowBalanceThresholdKobo(tx, userId);
      let id = "";
      // No savepoint: any refusal gives up this whole transaction. The history and provider-request
      // rows are written before the balances move (see "Balance updates last" in ledger.ts).
      const { created, journalId, balances } = await postJournal(
        tx,
        {
          kind: "purchase",
          idempotencyKey: `purchase:${userId}:${order.requestId}`,
          description: `${SERVICE_LABEL[order.service]} purchase`,
          // A level's discount: the house pays it (discounts_expense), the provider is owed the list price.
          entries: [
            { accountId: wallet, amountKobo: -order.amountKobo },
            { accountId: bills, amountKobo: order.amountKobo + discount },
            ...(discounts ? [{ accountId: discounts, amountKobo: -discount }] : []),
          ],
          metadata: {
            service: order.service,
            provider_request_id: providerRequestId,
            ...(discount > 0 ? { discount_kobo: discount } : {}),
          },
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
      await notifyLowBalance(tx, {
        userId,
        journalId,
        threshold,
        after: balances.get(wallet),
        debitKobo: order.amountKobo,
      });
      return id;
    });
    if (accounts)
      rememberAccounts(ctx, {
        wallet: [userId, accounts.wallet],
        system: [
          ["bills_payable", accounts.bills],
          ...(accounts.discounts ? [["discounts_expense", accounts.discounts] as ["discounts_expense", string]] : []),
        ],
      });
  } catch (err) {
    if (err instanceof InsufficientFundsError)
      throw new AppError(400, PURCHASE_MSG.insufficientBalance, { amount: [PURCHASE_MSG.insufficientBalance] });
    if (err instanceof ConcurrentReplay || isUniqueViolation(err)) {
      const same = await existingPurchase(ctx, userId, order.requestId, order.fingerprint);
      if (same) return same;
    }
    throw err;
  }

  return { transactionId, payload };
}

/**
 * Moves a pending purchase to its final state exactly once (row lock + status check):
 * delivered (commission, cashback), failed (the one refund, journal `refund:<id>`), or still
 * pending (next re-query scheduled). Unknown never refunds. See settle.ts.
 */
export async function applyOutcome(ctx: AppContext, transactionId: string, c: Classified): Promise<TransactionRow> {
  return (await settle(ctx, transactionId, c)).row;
}
