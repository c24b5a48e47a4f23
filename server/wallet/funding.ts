import { and, eq, sql } from "drizzle-orm";
import { transactions, webhookEvents } from "../db/schema";
import { recordWebhookEvent, webhookModeOf } from "../partner-webhooks/events";
import type { AppContext } from "../http/context";
import { postJournal, systemAccount, walletAccountFor, type Tx } from "./ledger";
import { recordTransaction } from "./transactions-repo";
import { fundingCreditedEvent } from "../notifications/events";
import { recordNotification } from "../notifications/record";
import { payReferralBonusIfDue } from "../referrals/bonus";
import { announceReferralBonus } from "../referrals/referral-notice";

export interface ConfirmedFunding {
  userId: string;
  provider: "monnify";
  /** The provider's transaction reference: the funding is credited once per reference. */
  transactionReference: string;
  paymentReference: string | null;
  amountKobo: number;
  /** The webhook event that carried it; marked credited in the same database transaction. */
  webhookEventId: string | null;
  /** The customer's missing-deposit claim that found it, when the webhook had not come. */
  claimId?: string;
  /** Written with the credit, in its database transaction (an admin's audit row); only when it credits. */
  withCredit?: (tx: Tx, credit: { journalId: string; transactionId: string }) => Promise<void>;
  details: Record<string, unknown>;
}

/** The idempotency key of a funding journal. */
export const fundingKey = (provider: string, transactionReference: string) => `${provider}:${transactionReference}`;

/**
 * Credits a provider-confirmed bank transfer exactly once: the funding journal (clearing -> wallet),
 * the customer's history row, and the event marked credited, all in one database transaction.
 * Concurrent deliveries of the same reference wait on an advisory lock; the journal's idempotency
 * key and the one-credited-event-per-reference index are the guards behind it.
 */
export async function creditFunding(
  ctx: AppContext,
  f: ConfirmedFunding,
): Promise<{ credited: boolean; journalId: string; transactionId?: string }> {
  if (!Number.isSafeInteger(f.amountKobo) || f.amountKobo <= 0)
    throw new Error(`funding amount must be positive kobo, got ${f.amountKobo}`);
  const key = fundingKey(f.provider, f.transactionReference);
  const credit = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
    const wallet = await walletAccountFor(tx, f.userId);
    const clearing = await systemAccount(tx, "funding_clearing");
    const { journalId, created } = await postJournal(tx, {
      kind: "funding",
      idempotencyKey: key,
      description: `Bank transfer into virtual account (${f.transactionReference})`,
      entries: [
        { accountId: clearing.id, amountKobo: -f.amountKobo },
        { accountId: wallet.id, amountKobo: f.amountKobo },
      ],
      metadata: {
        provider: f.provider,
        transactionReference: f.transactionReference,
        paymentReference: f.paymentReference,
        webhookEventId: f.webhookEventId,
        ...(f.claimId ? { claimId: f.claimId } : {}),
      },
    });
    if (!created) return { credited: false, journalId };
    const { id: transactionId } = await recordTransaction(tx, {
      userId: f.userId,
      type: "funding",
      service: "wallet_funding",
      amountKobo: f.amountKobo,
      status: "successful",
      reference: f.transactionReference,
      journalId,
      providerReference: f.paymentReference,
      details: { channel: "bank_transfer", provider: f.provider, ...f.details },
      createdAt: ctx.now(),
    });
    await recordNotification(
      tx,
      fundingCreditedEvent({
        id: transactionId,
        userId: f.userId,
        amountKobo: f.amountKobo,
        reference: f.transactionReference,
      }),
    );
    await f.withCredit?.(tx, { journalId, transactionId });
    await recordWebhookEvent(tx, {
      userId: f.userId,
      type: "wallet.funded",
      row: async () => (await tx.select().from(transactions).where(eq(transactions.id, transactionId)))[0],
      now: ctx.now(),
      mode: webhookModeOf(ctx),
    });
    // A referred customer's qualifying funding pays their referrer, in this same transaction (issue 20).
    const bonus = await payReferralBonusIfDue(tx, {
      userId: f.userId,
      amountKobo: f.amountKobo,
      fundingTransactionId: transactionId,
      now: ctx.now(),
    });
    if (bonus) await announceReferralBonus(tx, bonus);
    if (f.webhookEventId)
      await tx
        .update(webhookEvents)
        .set({ outcome: "credited", reason: null, userId: f.userId, amountKobo: f.amountKobo })
        .where(and(eq(webhookEvents.id, f.webhookEventId)));
    return { credited: true, journalId, transactionId };
  });
  return credit;
}
