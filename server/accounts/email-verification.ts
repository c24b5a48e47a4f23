import { and, eq, isNull } from "drizzle-orm";
import { API_MSG } from "../../lib/contracts/messages";
import { users } from "../db/schema";
import type { AppContext } from "../http/context";
import { badRequest } from "../http/errors";
import { alreadyVerifiedMail } from "../mail/templates/already-verified";
import { loginUrl } from "../mail/web-links";
import { onEmailVerified } from "../wallet/on-email-verified";
import { codeMail } from "./code-mail";
import type { Log } from "./logger";
import { consumeCode, issueCode, NOBODY } from "./otp-codes";
import { findUserByEmail } from "./user-view";

/** Sends a fresh registration code to the user (earlier ones stop working); none while verification is locked. */
export async function sendRegistrationCode(
  ctx: AppContext,
  user: { id: string; email: string; name: string },
): Promise<void> {
  const issued = await issueCode(ctx, user.id, "registration");
  if ("code" in issued) await ctx.mailer.send(codeMail(ctx, user, "registration", issued.code));
}

/** The wallet domain opens the wallet here; its failure must not undo the verification. */
export async function afterEmailVerified(ctx: AppContext, userId: string, log: Log): Promise<void> {
  try {
    await onEmailVerified(ctx, userId);
  } catch (err) {
    log.error({ err, userId }, "onEmailVerified failed after email verification");
  }
}

/**
 * POST /api/verify-otp. The right live code verifies the email. The right code once more (the one
 * that verified it: an emailed link opened again) answers 400 "Email already verified.": its caller
 * holds the mailbox. Everything else (a wrong, expired, replaced or used-up code, a locked
 * verification, a verified email without its code, an email with no account) answers the same 400
 * "Invalid or expired OTP." after the same work, so an anonymous caller learns nothing about the
 * email (README, "Who learns whether an email has an account").
 */
export async function verifyEmail(ctx: AppContext, input: { email: string; otp: string }, log: Log): Promise<void> {
  const user = await findUserByEmail(ctx, input.email);
  const userId = user?.id ?? NOBODY;
  const result = await consumeCode(ctx, { userId, purpose: "registration", code: input.otp }, async (tx) => {
    const now = ctx.now();
    const rows = await tx
      .update(users)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
      .returning({ id: users.id });
    return rows.length === 1;
  });
  if (result.status === "ok" && result.value) return afterEmailVerified(ctx, userId, log);
  const provedOwner = result.status === "ok" || (result.status === "used" && Boolean(user?.emailVerifiedAt));
  throw badRequest(provedOwner ? API_MSG.emailAlreadyVerified : API_MSG.otpInvalid);
}

/**
 * POST /api/resend-otp, run after its answer, which is the same for every email: a new code to an
 * unverified account, a note that there is nothing to verify (and where to log in) to a verified
 * one, nothing to an email with no account. The owner's mailbox learns which; the caller does not.
 */
export async function resendRegistrationCode(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx, email);
  if (!user) return;
  if (!user.emailVerifiedAt) return sendRegistrationCode(ctx, user);
  await ctx.mailer.send({
    to: user.email,
    ...alreadyVerifiedMail({ name: user.name, loginUrl: loginUrl(ctx.config) }),
  });
}
