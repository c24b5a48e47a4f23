import { postJournal, systemAccount, type Tx } from "../wallet/ledger";
import {
  recordTransaction,
  updateTransaction,
  type TransactionPatch,
  type TransactionRow,
} from "../wallet/transactions-repo";
import { formatKobo } from "../../lib/money";
import { SERVICE_LABEL, type ServiceKey } from "./services";
import { recordWebhookEvent } from "../partner-webhooks/events";
import type { WebhookMode } from "../db/schema";

/** The level discount a purchase was sold with (its details; 0 for a list-price purchase). */
export const discountOf = (purchase: Pick<TransactionRow, "details">): number => {
  const d = (purchase.details as Record<string, unknown>).discount_kobo;
  return typeof d === "number" && Number.isSafeInteger(d) && d > 0 ? d : 0;
};

/** The one refund of a purchase: its journal's idempotency key. */
export const refundKey = (purchaseId: string) => `refund:${purchaseId}`;

/** The refund's history row reference: the purchase's reference with RF. */
export const refundReferenceOf = (purchase: Pick<TransactionRow, "reference">) => `${purchase.reference}RF`;

/** Marks the purchase row refunded, with the caller's own changes (the engine's failed status and reason). */
export function markRefunded(
  tx: Tx,
  purchase: TransactionRow,
  patch: TransactionPatch,
  now: Date,
): Promise<TransactionRow> {
  return updateTransaction(tx, purchase.id, {
    ...patch,
    details: { ...patch.details, refunded: true, refund_reference: refundReferenceOf(purchase) },
    updatedAt: now,
  });
}

export interface RefundInput {
  /** The purchase, locked (FOR UPDATE) by the caller's transaction. */
  purchase: TransactionRow;
  walletAccountId: string;
  billsAccountId: string;
  now: Date;
  /** Who refunds: the engine on a definite failure (the provider's code), or an admin. */
  by: { providerCode: string | null } | { adminId: string };
  /** The purchase row's other changes, written with refunded/refund_reference. */
  purchasePatch?: TransactionPatch;
  /** The mode of the refund's webhook event: the context's (webhookModeOf). */
  webhookMode: WebhookMode;
  /** Why the money goes back: a definite failure (the default), or VTpass reversing a delivered purchase. */
  reason?: "failed" | "reversed";
  /**
   * A reversal takes back the cashback paid on the purchase in the same journal (wallet to
   * cashback_expense): the wallet's net credit is the amount less the cashback, never negative.
   */
  clawback?: { cashbackAccountId: string; amountKobo: number };
  /** The caller's rows that belong with this refund (provider request, audit), written before the balances move. */
  beforeBalances?: (journalId: string) => Promise<void>;
}

export interface RefundResult {
  journalId: string;
  /** false: a refund of this purchase existed (refund:<id>); nothing was written. */
  created: boolean;
  /** The purchase as marked refunded (when created). */
  row?: TransactionRow;
  /** The wallet balance right after the refund (when created). */
  walletBalanceKobo?: number;
}

/**
 * Gives a purchase's money back, once: journal refund:<purchaseId> (bills_payable to the wallet,
 * and for a reversal the cashback back from the wallet to cashback_expense),
 * the refund's history row, the purchase row marked refunded and the caller's own rows, all
 * written before the balances move (see "Balance updates last" in wallet/ledger.ts). Used by the
 * engine (a definite failure) and the admin's Refund action alike. Posts without a savepoint:
 * the caller gives up its whole transaction on any error.
 */
export async function postRefund(tx: Tx, r: RefundInput): Promise<RefundResult> {
  const { purchase, now } = r;
  const byAdmin = "adminId" in r.by;
  const reversed = r.reason === "reversed";
  const clawback = r.clawback && r.clawback.amountKobo > 0 ? r.clawback : null;
  // A level's discount goes back to discounts_expense: the provider's list price leaves bills_payable.
  const discount = discountOf(purchase);
  const discounts = discount > 0 ? (await systemAccount(tx, "discounts_expense")).id : null;
  const label = SERVICE_LABEL[purchase.service as ServiceKey] ?? purchase.service;
  let row: TransactionRow | undefined;
  const posted = await postJournal(
    tx,
    {
      kind: "refund",
      idempotencyKey: refundKey(purchase.id),
      description:
        `Refund of ${reversed ? "reversed" : "failed"} ${label} purchase ${purchase.reference}` +
        (clawback ? ` (cashback ${formatKobo(clawback.amountKobo)} taken back)` : "") +
        (byAdmin ? " (by an admin)" : ""),
      entries: [
        { accountId: r.billsAccountId, amountKobo: -(purchase.amount + discount) },
        { accountId: r.walletAccountId, amountKobo: purchase.amount },
        ...(discounts ? [{ accountId: discounts, amountKobo: discount }] : []),
        ...(clawback
          ? [
              { accountId: r.walletAccountId, amountKobo: -clawback.amountKobo },
              { accountId: clawback.cashbackAccountId, amountKobo: clawback.amountKobo },
            ]
          : []),
      ],
      metadata: {
        purchase_id: purchase.id,
        ...("adminId" in r.by ? { admin_id: r.by.adminId } : { provider_code: r.by.providerCode }),
        ...(reversed ? { reversal: true } : {}),
        ...(clawback ? { cashback_clawback_kobo: clawback.amountKobo } : {}),
      },
    },
    {
      savepoint: false,
      beforeBalances: async (journalId) => {
        await recordTransaction(tx, {
          userId: purchase.userId,
          type: "refund",
          service: purchase.service,
          amountKobo: purchase.amount,
          status: "successful",
          reference: refundReferenceOf(purchase),
          journalId,
          details: {
            purchase_id: purchase.id,
            purchase_reference: purchase.reference,
            ...(byAdmin ? { by_admin: true } : {}),
            ...(reversed ? { reversal: true } : {}),
            ...(clawback ? { cashback_taken_back_kobo: clawback.amountKobo } : {}),
          },
          createdAt: now,
        });
        row = await markRefunded(tx, purchase, r.purchasePatch ?? {}, now);
        await recordWebhookEvent(tx, {
          userId: purchase.userId,
          type: "purchase.refunded",
          row,
          now,
          mode: r.webhookMode,
        });
        await r.beforeBalances?.(journalId);
      },
    },
  );
  return {
    journalId: posted.journalId,
    created: posted.created,
    row,
    walletBalanceKobo: posted.balances.get(r.walletAccountId),
  };
}
