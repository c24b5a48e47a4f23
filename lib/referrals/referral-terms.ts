import { formatNaira } from "../money";

/*
 * What the referral programme pays for, as customers read it: the one home of these sentences
 * (the Make Money page, its hub and the referrals list). The bonus is paid by the referred
 * customer's first single funding that reaches the threshold (server/referrals/bonus.ts); smaller
 * fundings before it neither pay nor close the referral, so nothing here says "first funding".
 */

interface Terms {
  threshold: number;
  bonus: number;
}

/** The terms under "Invite friends". */
export const referralTerms = ({ threshold, bonus }: Terms) =>
  `When a friend registers with your link and funds their wallet with ${formatNaira(threshold)} or more in one transfer, you earn ${formatNaira(bonus)}, once per friend. Smaller transfers do not count, nor do they use up the bonus.`;

/** The hub's one line. */
export const referralHubLine = ({ threshold, bonus }: Terms) =>
  `Earn ${formatNaira(bonus)} when a friend you invite funds ${formatNaira(threshold)} or more in one transfer.`;

/** A referral's state in the referrer's list. */
export const referralStatusText = (status: "linked" | "paid" | "refused", { threshold }: Pick<Terms, "threshold">) =>
  status === "linked"
    ? `Waiting for a funding of ${formatNaira(threshold)} or more`
    : status === "paid"
      ? "Bonus paid"
      : "Not eligible";
