import { inArray } from "drizzle-orm";
import { formatKobo } from "../../lib/money";
import { users } from "../db/schema";
import { recordNotification } from "../notifications/record";
import type { Tx } from "../wallet/ledger";
import type { ReferralBonusPaid } from "./bonus";

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

/**
 * The one place a paid referral is announced to both customers: two notifications in the
 * funding's own transaction (so they exist exactly when the bonus does), delivered by the outbox's
 * job by each customer's preferences (bell, email, push), once per referred customer.
 */
export async function announceReferralBonus(tx: Tx, paid: ReferralBonusPaid): Promise<void> {
  const people = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [paid.referrerUserId, paid.referredUserId]));
  const referrer = people.find((p) => p.id === paid.referrerUserId);
  const referred = people.find((p) => p.id === paid.referredUserId);
  if (!referrer || !referred) return;
  const bonus = formatKobo(paid.bonusKobo);
  await recordNotification(tx, {
    userId: referrer.id,
    type: "referral_bonus",
    eventKey: `referral_bonus:${referred.id}:referrer`,
    title: `You earned a ${bonus} referral bonus`,
    body: `${firstName(referred.name)}, who joined with your referral link, funded their wallet. We added ${bonus} to your wallet.`,
    link: "/make-money",
  });
  await recordNotification(tx, {
    userId: referred.id,
    type: "referral_bonus",
    eventKey: `referral_bonus:${referred.id}:referred`,
    title: "Thanks for joining with a referral",
    // Not "your first funding": the bonus is paid by the first one that reaches the threshold.
    body: `Funding your wallet earned ${firstName(referrer.name)}, who invited you, a referral bonus. Thank you!`,
    link: "/make-money",
  });
}
