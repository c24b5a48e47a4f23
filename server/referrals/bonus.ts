import { and, eq } from "drizzle-orm";
import { referrals } from "../db/schema";
import { formatKobo } from "../../lib/money";
import { postJournal, systemAccount, walletAccountFor, type Tx } from "../wallet/ledger";
import { recordTransaction } from "../wallet/transactions-repo";
import { readReferralSettings } from "./referral-settings";

export interface ReferralBonusPaid {
  referrerUserId: string;
  referredUserId: string;
  bonusKobo: number;
}

/** The bonus journal's key: one per referred customer, whatever happens. */
export const referralBonusKey = (referredUserId: string) => `referral-bonus:${referredUserId}`;

/**
 * Called by the funding credit (server/wallet/funding.ts) inside its database transaction: when the
 * programme is on, this funding reaches the threshold and the customer was referred and not yet
 * paid for, the referral is claimed (linked -> paid, a conditional update: of two fundings at once
 * the second waits on the row and finds it paid) and the referrer's bonus is journaled from
 * referral_bonus_expense with the referrer's history row, all in the funding's transaction, so a
 * funding and its bonus commit or roll back together. The journal key is a second, once-only guard.
 */
export async function payReferralBonusIfDue(
  tx: Tx,
  f: { userId: string; amountKobo: number; fundingTransactionId: string; now: Date },
): Promise<ReferralBonusPaid | null> {
  const settings = await readReferralSettings(tx);
  if (!settings.enabled || f.amountKobo < settings.thresholdKobo) return null;
  const [claimed] = await tx
    .update(referrals)
    .set({ status: "paid", bonusKobo: settings.bonusKobo, fundingTransactionId: f.fundingTransactionId, paidAt: f.now })
    .where(and(eq(referrals.referredUserId, f.userId), eq(referrals.status, "linked")))
    .returning({ referrer: referrals.referrerUserId });
  if (!claimed) return null;
  const expense = await systemAccount(tx, "referral_bonus_expense");
  const wallet = await walletAccountFor(tx, claimed.referrer);
  const posted = await postJournal(
    tx,
    {
      kind: "referral_bonus",
      idempotencyKey: referralBonusKey(f.userId),
      description: `Referral bonus (${formatKobo(settings.bonusKobo)})`,
      entries: [
        { accountId: expense.id, amountKobo: -settings.bonusKobo },
        { accountId: wallet.id, amountKobo: settings.bonusKobo },
      ],
      metadata: { referred_user_id: f.userId, funding_transaction_id: f.fundingTransactionId },
    },
    {
      beforeBalances: async (journalId) => {
        await recordTransaction(tx, {
          userId: claimed.referrer,
          type: "referral_bonus",
          service: "referral",
          amountKobo: settings.bonusKobo,
          status: "successful",
          reference: `RB${f.fundingTransactionId.replace(/-/g, "").slice(0, 16).toUpperCase()}`,
          journalId,
          details: { referred_user_id: f.userId },
          createdAt: f.now,
        });
        await tx.update(referrals).set({ journalId }).where(eq(referrals.referredUserId, f.userId));
      },
    },
  );
  if (!posted.created) return null;
  return { referrerUserId: claimed.referrer, referredUserId: f.userId, bonusKobo: settings.bonusKobo };
}
