import { inArray } from "drizzle-orm";
import { users } from "../db/schema";
import type { AppContext } from "../http/context";
import { noticeMailHtml, noticeMailText, type NoticeMailParts } from "../mail/templates/layout";
import { formatKobo } from "../../lib/money";
import type { ReferralBonusPaid } from "./bonus";

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

/**
 * The one place a paid referral is announced to both customers, called once per bonus after the
 * funding's transaction committed (work after the answer: a mail failure never touches the money).
 * Today it mails both; when the notifications outbox (built in parallel, server/notifications)
 * is merged, the lead points this function at it.
 */
export function announceReferralBonus(ctx: AppContext, paid: ReferralBonusPaid): void {
  ctx.afterAnswer.run("referral-notice", async () => {
    const people = await ctx.db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(inArray(users.id, [paid.referrerUserId, paid.referredUserId]));
    const referrer = people.find((p) => p.id === paid.referrerUserId);
    const referred = people.find((p) => p.id === paid.referredUserId);
    if (!referrer || !referred) return;
    const web = ctx.config.WEB_PUBLIC_URL.replace(/\/$/, "");
    const bonus = formatKobo(paid.bonusKobo);
    const send = (to: string, subject: string, parts: NoticeMailParts) =>
      ctx.mailer.send({ to, subject, text: noticeMailText(parts), html: noticeMailHtml(parts) });
    await send(referrer.email, `You earned a ${bonus} referral bonus`, {
      greeting: `Hello ${firstName(referrer.name)},`,
      paragraphs: [
        `${firstName(referred.name)}, who joined with your referral link, funded their wallet. We added ${bonus} to your wallet.`,
      ],
      link: { label: "See your referrals", url: `${web}/make-money` },
    });
    await send(referred.email, "Thanks for joining with a referral", {
      greeting: `Hello ${firstName(referred.name)},`,
      paragraphs: [
        `Your first funding earned ${firstName(referrer.name)}, who invited you, a referral bonus. Thank you!`,
      ],
      link: { label: "Invite your own friends", url: `${web}/make-money` },
    });
  });
}
