import { sql } from "drizzle-orm";
import { purchaseProviderRequests, transactions } from "../db/schema";
import { answerOf, jsonb, num, rowFromJson } from "../db/sql-values";
import { insufficientFundsOf, journalArgs, type JournalInput, type Tx } from "../wallet/ledger";
import { historyRowJson, type NewTransaction, type TransactionRow } from "../wallet/transactions-repo";
import type { NotificationEvent } from "../notifications/record";
import { notificationJson } from "../notifications/record";
import { webhookEventJson, type WebhookEventFacts } from "../partner-webhooks/events";
import type { ProviderRequestRow } from "./settlement";
import { pinConfirmJson, type PinConfirmation } from "../security/transaction-pin";

/**
 * A purchase's two steps as one statement each (migration 0028; the delivered step's notification
 * optional since 0031): the debit before the provider call, the delivered settlement after it.
 * Every value is computed here in TypeScript by the functions that computed it before
 * (journalArgs, historyRowJson, notificationJson, webhookEventJson); the statement only writes them, in the order the steps always wrote them, the
 * balances last (through the ledger's own ledger_journal_apply). One round trip and, outside a
 * transaction of the caller's, one commit per step.
 */

export interface DebitStatement {
  journal: JournalInput;
  /** The history row (its id chosen here, so the answer needs no re-read). */
  row: NewTransaction & { id: string };
  provider: { providerRequestId: string; payload: Record<string, unknown>; createdAt: Date; nextCheckAt: Date };
  walletId: string;
  /** A right PIN to confirm first, in the same statement (transaction-pin.ts PinConfirmation). */
  pin?: Omit<PinConfirmation, "rejudge" | "confirmAlone">;
}

export interface Debited {
  /** false: the PIN row changed since the PIN was compared; nothing was written (the PIN is judged again). */
  pinOk: boolean;
  journalId: string;
  /** false: a journal with the key existed (a concurrent twin); nothing was written. */
  created: boolean;
  /** The history row as written (when created). */
  row?: TransactionRow;
  walletBalanceKobo?: number;
}

/** The debit (purchase_debit). Throws InsufficientFundsError when the wallet does not cover it. */
export async function debitStatement(db: Tx, d: DebitStatement): Promise<Debited> {
  const args = journalArgs(d.journal);
  const rowJson = historyRowJson(d.row);
  let r: { pin_ok: boolean; journal_id: string; created: boolean; wallet_balance: unknown };
  try {
    r = await answerOf<typeof r>(
      db,
      sql`SELECT purchase_debit(${args.open}, ${args.entries}, ${jsonb(rowJson)}, ${jsonb({
        provider_request_id: d.provider.providerRequestId,
        payload: d.provider.payload,
        created_at: d.provider.createdAt.toISOString(),
        next_check_at: d.provider.nextCheckAt.toISOString(),
      })}, ${d.walletId}, ${d.pin ? jsonb(pinConfirmJson(d.pin)) : null}::jsonb) AS r`,
    );
  } catch (err) {
    throw insufficientFundsOf(err) ?? err;
  }
  if (!r.created) return { pinOk: r.pin_ok, journalId: r.journal_id, created: false };
  return {
    pinOk: true,
    journalId: r.journal_id,
    created: true,
    // The row as written: the same columns through the same mapping the query builder uses.
    row: rowFromJson(transactions, { ...rowJson, journal_id: r.journal_id }),
    walletBalanceKobo: num(r.wallet_balance),
  };
}

/** What settling a delivered purchase writes (settle-delivered.ts deliveredPlan). */
export interface DeliveredStatement {
  transactionId: string;
  /**
   * The purchase row the plan was made from, when read without its lock: the statement writes only
   * if it is still that one (its updated_at). Null when the caller holds the lock and read it pending.
   */
  expectUpdatedAt: Date | null;
  /** When the plan's cashback rate was read outside the row lock: written only if it is still the service's rate. */
  rateCheck?: { rateBp: number; defaultBp: number };
  patch: {
    status: string;
    providerReference: string | null;
    commissionKobo: number;
    cashbackKobo: number;
    details: Record<string, unknown>;
    updatedAt: Date;
  };
  cashback: { journal: JournalInput; row: NewTransaction } | null;
  /** The customer's notification; null when the purchase's channel tells them otherwise (purchase-notice.ts). */
  notification: NotificationEvent | null;
  webhook: WebhookEventFacts;
  provider: {
    lastOutcome: string;
    lastCode: string | null;
    lastReason: string;
    nextCheckAt: Date | null;
    finalizedAt: Date;
  };
  walletId: string;
}

export interface DeliveredWritten {
  row: TransactionRow;
  provider: ProviderRequestRow | null;
  /** The wallet balance after the cashback (when one was credited). */
  walletBalanceKobo?: number;
}

/**
 * The delivered settlement (purchase_settle_delivered): null when the purchase was no longer the
 * pending row the plan was made from (or the rate changed), and nothing was written.
 */
export async function deliveredStatement(db: Tx, d: DeliveredStatement): Promise<DeliveredWritten | null> {
  const cb = d.cashback ? journalArgs(d.cashback.journal) : null;
  const r = await answerOf<{ settled: boolean; row: unknown; provider: unknown; wallet_balance: unknown }>(
    db,
    sql`SELECT purchase_settle_delivered(
      ${d.transactionId}, ${d.expectUpdatedAt?.toISOString() ?? null}::timestamptz,
      ${d.rateCheck?.rateBp ?? null}::integer, ${d.rateCheck?.defaultBp ?? null}::integer,
      ${jsonb({
        status: d.patch.status,
        provider_reference: d.patch.providerReference,
        commission_kobo: d.patch.commissionKobo,
        cashback_kobo: d.patch.cashbackKobo,
        details: d.patch.details,
        updated_at: d.patch.updatedAt.toISOString(),
      })},
      ${cb ? sql`${cb.open}, ${cb.entries}` : sql`NULL, NULL, NULL, NULL, NULL, NULL`},
      ${d.cashback ? jsonb(historyRowJson(d.cashback.row)) : null}::jsonb,
      ${d.notification ? jsonb(notificationJson(d.notification)) : null}::jsonb, ${jsonb(webhookEventJson(d.webhook))},
      ${jsonb({
        last_outcome: d.provider.lastOutcome,
        last_code: d.provider.lastCode,
        last_reason: d.provider.lastReason,
        next_check_at: d.provider.nextCheckAt?.toISOString() ?? null,
        finalized_at: d.provider.finalizedAt.toISOString(),
      })}, ${d.walletId}) AS r`,
  );
  if (!r.settled) return null;
  return {
    row: rowFromJson(transactions, r.row),
    provider: r.provider ? rowFromJson(purchaseProviderRequests, r.provider) : null,
    walletBalanceKobo: r.wallet_balance === null || r.wallet_balance === undefined ? undefined : num(r.wallet_balance),
  };
}
