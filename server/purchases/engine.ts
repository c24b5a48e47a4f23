import { lowBalanceThresholdKobo, notifyLowBalance } from "../notifications/low-balance";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { purchaseProviderRequests } from "../db/schema";
import { conflict, insufficientBalance } from "../http/errors";
import type { AppContext } from "../http/context";
import type { Classified } from "../providers/vtpass/vtpass-outcome";
import type { PayRequest } from "../providers/vtpass/vtpass-adapter";
import { InsufficientFundsError, type Tx } from "../wallet/ledger";
import { transactionByRequestId, type TransactionRow } from "../wallet/transactions-repo";
import type { PurchaseChannel } from "../db/schema";
import { debitStatement, type DebitStatement } from "./purchase-sql";
import { PURCHASE_MSG } from "../../lib/contracts/purchases";
import { rememberAccounts, systemAccountId, walletAccountId } from "./account-ids";
import { backoffMs } from "./purchase-settings";
import { SERVICE_LABEL, type ServiceKey } from "./services";
import { settle } from "./settle";
import { passBreaker, releaseTrial, reportToBreaker, type ProviderBreakerRow } from "./provider-breaker";
import { settleDeliveredAtOnce } from "./settle-delivered";
import type { Log } from "../accounts/logger";
import type { PinConfirmation } from "../security/transaction-pin";
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
  /** How it was asked for (kept on the purchase: it decides the customer's notifications); "web" when absent. */
  channel?: PurchaseChannel;
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

/**
 * sha256 of the service and the body with keys sorted, in nested objects too (also inside arrays),
 * without request_id and the approval: the same request written in any key order (or read back from
 * jsonb, which keeps none) has the same fingerprint.
 */
export function fingerprintOf(service: string, body: Record<string, unknown>): string {
  const norm = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(norm)
      : v && typeof v === "object"
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
class PinRowChanged extends Error {}

/**
 * Debits the wallet and records the pending purchase (one statement), then asks VTpass, then
 * applies the outcome (and reports the call to the service's circuit breaker). The caller has
 * looked for an earlier purchase with this request_id (existingPurchase) and found none; a
 * concurrent twin is still caught by the unique keys and answered as the same purchase. `facts`:
 * what the caller read before (purchase-facts.ts); without them each is read here.
 */
export async function placePurchase(
  ctx: AppContext,
  userId: string,
  order: Order,
  log?: Log,
  facts?: PlaceFacts,
  /** The right PIN the debit confirms first (requirePinConfirmedByDebit); other callers approved before. */
  approval?: PinConfirmation,
): Promise<PurchaseResult> {
  // An open circuit breaker refuses here, before anything is debited.
  const pass = await passBreaker(ctx, order.service, facts?.breaker);
  let debited: Awaited<ReturnType<typeof debitPurchase>>;
  try {
    debited = await debitPurchase(ctx, userId, order, facts, approval);
  } catch (err) {
    await releaseTrial(ctx, order.service, pass, log);
    throw err;
  }
  if ("replay" in debited) {
    await releaseTrial(ctx, order.service, pass, log);
    return debited;
  }
  const outcome = await vtpassFor(ctx).pay(debited.payload);
  // Delivered (the common case): one statement, if nothing settled the purchase meanwhile; else the general way.
  const atOnce =
    facts && outcome.outcome === "delivered" && !outcome.accountProblem
      ? await settleDeliveredAtOnce(ctx, {
          row: debited.row,
          c: outcome,
          walletId: debited.walletId,
          storedRateBp: facts.cashbackRateBp,
        })
      : null;
  const { row, provider, walletBalanceKobo } = atOnce ?? (await settle(ctx, debited.transactionId, outcome));
  await reportToBreaker(ctx, order.service, pass, outcome, debited.payload.request_id, log);
  return {
    row,
    provider: provider ?? (await providerRequestOf(ctx, debited.transactionId)),
    replay: false,
    balanceKobo: walletBalanceKobo,
  };
}

/** What the caller read before a purchase in one statement (purchase-facts.ts), used instead of reading it again. */
export interface PlaceFacts extends DebitFacts {
  /** The service's circuit breaker row (null: never tripped). */
  breaker: ProviderBreakerRow | null;
  /** The admin's cashback rate for the service (null: the default). */
  cashbackRateBp: number | null;
}

/** What the caller read before the debit (purchase-facts.ts), so the debit does not read it again. */
export interface DebitFacts {
  /** The customer's low-balance threshold (kobo), null when none is set. */
  lowBalanceThresholdKobo: number | null;
  /** The customer's wallet account, null when none is opened yet. */
  walletId: string | null;
}

/** The debit committed: what to send to VTpass, and the history row as written. */
export interface DebitedPurchase {
  transactionId: string;
  payload: PayRequest;
  row: TransactionRow;
  walletId: string;
}

/**
 * The first half of placePurchase: the debit and the pending purchase, committed, with its
 * provider request scheduled for the re-query job before VTpass is called (if the process dies
 * before or during the call, the job finds it). Answers what to send, or the earlier purchase
 * when a concurrent twin got there first.
 *
 * One statement (purchase-sql.ts debitStatement: the journal, the history row, the provider
 * request, the balances last), committed on its own; when the customer has a low-balance alert,
 * inside a transaction with the alert's notification (it needs the balance the debit left).
 */
export async function debitPurchase(
  ctx: AppContext,
  userId: string,
  order: Order,
  facts?: DebitFacts,
  /** The right PIN the debit's statement confirms first (transaction-pin.ts requirePinConfirmedByDebit). */
  approval?: PinConfirmation,
): Promise<DebitedPurchase | PurchaseResult> {
  const vt = vtpassFor(ctx);
  const now = ctx.now();
  const providerRequestId = vt.requestId(randomBytes(10).toString("hex"));
  const payload: PayRequest = { request_id: providerRequestId, ...order.pay };
  const discount = order.discountKobo ?? 0;
  // Looked up once per process (accounts are never deleted), outside the debit's statement.
  const wallet = facts?.walletId ?? (await walletAccountId(ctx, ctx.db, userId));
  const bills = await systemAccountId(ctx, ctx.db, "bills_payable");
  const discounts = discount > 0 ? await systemAccountId(ctx, ctx.db, "discounts_expense") : undefined;
  rememberAccounts(ctx, {
    wallet: [userId, wallet],
    system: [
      ["bills_payable", bills],
      ...(discounts ? [["discounts_expense", discounts] as ["discounts_expense", string]] : []),
    ],
  });
  const statement: DebitStatement = {
    journal: {
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
    row: {
      id: randomUUID(),
      userId,
      type: "purchase",
      service: order.service,
      amountKobo: order.amountKobo,
      status: "pending",
      reference: providerRequestId,
      requestId: order.requestId,
      requestFingerprint: order.fingerprint,
      details: order.details,
      channel: order.channel ?? "web",
      createdAt: now,
    },
    // Scheduled before the provider is called: if this process dies mid-call, the job finds it.
    provider: {
      providerRequestId,
      payload: payload as unknown as Record<string, unknown>,
      createdAt: now,
      nextCheckAt: new Date(now.getTime() + Math.max(backoffMs(ctx, 0), ctx.config.VTPASS_TIMEOUT_MS * 2)),
    },
    walletId: wallet,
  };
  const debit = async (db: Tx, pin: PinConfirmation | undefined) => {
    const done = await debitStatement(db, { ...statement, pin });
    if (!done.pinOk) throw new PinRowChanged();
    if (!done.created || !done.row) throw new ConcurrentReplay();
    return done as Required<typeof done>;
  };
  const threshold = facts ? facts.lowBalanceThresholdKobo : await lowBalanceThresholdKobo(ctx.db, userId);
  const attempt = async (pin: PinConfirmation | undefined): Promise<TransactionRow> => {
    if (threshold === null) return (await debit(ctx.db, pin)).row;
    return ctx.db.transaction(async (tx) => {
      const done = await debit(tx, pin);
      await notifyLowBalance(tx, {
        userId,
        journalId: done.journalId,
        threshold,
        after: done.walletBalanceKobo,
        debitKobo: order.amountKobo,
      });
      return done.row;
    });
  };
  let row: TransactionRow;
  try {
    try {
      row = await attempt(approval);
    } catch (err) {
      if (!(err instanceof PinRowChanged) || !approval) throw err;
      // The PIN row changed since the PIN was compared (a lock, a new PIN): judged under its lock, then debited.
      await approval.rejudge();
      row = await attempt(undefined);
    }
  } catch (err) {
    if (err instanceof InsufficientFundsError) throw insufficientBalance();
    if (err instanceof ConcurrentReplay || isUniqueViolation(err)) {
      const same = await existingPurchase(ctx, userId, order.requestId, order.fingerprint);
      if (same) return same;
    }
    throw err;
  }
  return { transactionId: row.id, payload, row, walletId: wallet };
}

/**
 * Moves a pending purchase to its final state exactly once (row lock + status check):
 * delivered (commission, cashback), failed (the one refund, journal `refund:<id>`), or still
 * pending (next re-query scheduled). Unknown never refunds. See settle.ts.
 */
export async function applyOutcome(ctx: AppContext, transactionId: string, c: Classified): Promise<TransactionRow> {
  return (await settle(ctx, transactionId, c)).row;
}
