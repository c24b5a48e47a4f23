import { and, eq, inArray } from "drizzle-orm";
import { loginDevices, referrals, users } from "../db/schema";
import type { Log } from "../accounts/logger";
import { hashToken } from "../http/auth";
import type { AppContext } from "../http/context";
import { REFERRAL_CODE_PATTERN } from "../../lib/contracts/referrals";
import { referrerOfCode } from "./referral-codes";
import { readReferralSettings } from "./referral-settings";

/** An address as one mailbox: lower case, without a +tag, and without dots for Gmail (which ignores them). */
export function canonicalEmail(email: string): string {
  const [local, domain = ""] = email.trim().toLowerCase().split("@");
  const base = local.split("+")[0];
  const gmail = domain === "gmail.com" || domain === "googlemail.com";
  return `${gmail ? base.replace(/\./g, "") : base}@${gmail ? "gmail.com" : domain}`;
}

export interface NewReferred {
  id: string;
  email: string;
  phone: string;
}

/**
 * Why a registration cannot be the referrer's own: the same mailbox, the same phone, or a browser
 * that signed in to the referrer's account (a device token the web sends from its device cookie,
 * server/accounts/login-devices.ts). Null when none applies.
 */
async function selfReferral(ctx: AppContext, referrerId: string, who: NewReferred, deviceTokens: string[]) {
  const [referrer] = await ctx.db
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, referrerId));
  if (!referrer) return "unknown referrer";
  if (canonicalEmail(referrer.email) === canonicalEmail(who.email)) return "same email as the referrer";
  if (referrer.phone === who.phone) return "same phone as the referrer";
  if (deviceTokens.length) {
    const [device] = await ctx.db
      .select({ id: loginDevices.id })
      .from(loginDevices)
      .where(and(eq(loginDevices.userId, referrerId), inArray(loginDevices.tokenHash, deviceTokens.map(hashToken))))
      .limit(1);
    if (device) return "same device as the referrer";
  }
  return null;
}

/**
 * Links a customer who registered with a referral code to its owner, once (the referred customer
 * is the referrals table's primary key). Never fails the registration: an unknown or malformed
 * code, or the programme switched off, links nothing; a self-referral is kept as "refused" with
 * its reason, for the admin.
 */
export async function linkReferral(
  ctx: AppContext,
  who: NewReferred,
  rawCode: string | undefined,
  deviceTokens: string[],
  log: Log,
): Promise<void> {
  const code = rawCode?.trim().toUpperCase();
  if (!code || !REFERRAL_CODE_PATTERN.test(code)) return;
  try {
    if (!(await readReferralSettings(ctx.db)).enabled) return;
    const referrerId = await referrerOfCode(ctx.db, code);
    if (!referrerId || referrerId === who.id) return;
    const reason = await selfReferral(ctx, referrerId, who, deviceTokens);
    await ctx.db
      .insert(referrals)
      .values({
        referredUserId: who.id,
        referrerUserId: referrerId,
        code,
        status: reason ? "refused" : "linked",
        reason,
        createdAt: ctx.now(),
      })
      .onConflictDoNothing();
  } catch (err) {
    // The account exists either way; a referral that could not be recorded is logged for support.
    log.error({ err, userId: who.id }, "referral link failed");
  }
}
