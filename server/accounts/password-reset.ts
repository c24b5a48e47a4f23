import { and, eq, isNull } from "drizzle-orm";
import { passwordChangedMail } from "../mail/templates/password-changed";
import { mailOwner } from "./mail-owner";
import { API_MSG } from "../../lib/contracts/messages";
import { users } from "../db/schema";
import type { AppContext } from "../http/context";
import { badRequest } from "../http/errors";
import { revokeAllBearerTokens } from "./auth-tokens";
import { codeMail } from "./code-mail";
import { afterEmailVerified } from "./email-verification";
import type { Log } from "./logger";
import { consumeCode, issueCode, NOBODY } from "./otp-codes";
import { hashPassword } from "./password-hash";
import { issueResetToken, useResetToken } from "./reset-tokens";
import { findUserByEmail } from "./user-view";
import { forgetAccountAttempts } from "./rate-limits";

/**
 * POST /api/forgot-password, run after its answer, which is the same for every email: a code to
 * the account's owner unless reset is locked (the owner was told when it locked), nothing for an
 * email with no account.
 */
export async function sendPasswordResetCode(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx, email);
  if (!user) return;
  const issued = await issueCode(ctx, user.id, "reset");
  if ("code" in issued) await ctx.mailer.send(codeMail(ctx, user, "reset", issued.code));
}

/**
 * POST /api/verify-reset-otp: exchanges a right code for a single-use reset token. Every other
 * case answers the same 400 after the same work, an email with no account included (otp-codes.ts).
 */
export async function verifyResetCode(ctx: AppContext, input: { email: string; otp: string }): Promise<string> {
  const user = await findUserByEmail(ctx, input.email);
  const userId = user?.id ?? NOBODY;
  const result = await consumeCode(ctx, { userId, purpose: "reset", code: input.otp }, (tx) =>
    issueResetToken(tx, userId, ctx.now()),
  );
  if (result.status !== "ok") throw badRequest(API_MSG.otpInvalid);
  return result.value;
}

/**
 * POST /api/reset-password: sets the new password, signs the user out everywhere and mails the owner
 * that it was reset. A verified
 * reset code proves the mailbox too, so a never-verified address becomes verified here.
 */
export async function resetPassword(
  ctx: AppContext,
  input: { email: string; reset_token: string; password: string },
  log: Log,
): Promise<void> {
  const user = await findUserByEmail(ctx, input.email);
  const passwordHash = await hashPassword(input.password);
  if (!user) throw badRequest(API_MSG.resetTokenInvalid);
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    if (!(await useResetToken(tx, user.id, input.reset_token, now))) return null;
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    const verified = await tx
      .update(users)
      .set({ emailVerifiedAt: now })
      .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)))
      .returning({ id: users.id });
    await revokeAllBearerTokens(tx, user.id, now);
    await forgetAccountAttempts(tx, "login", user.email);
    return { becameVerified: verified.length === 1 };
  });
  if (!outcome) throw badRequest(API_MSG.resetTokenInvalid);
  mailOwner(ctx, user.id, "password changed mail", (name) => passwordChangedMail({ name, how: "reset", at: now }));
  if (outcome.becameVerified) await afterEmailVerified(ctx, user.id, log);
}
