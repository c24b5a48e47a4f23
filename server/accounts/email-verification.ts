import { and, eq, isNull } from "drizzle-orm";
import { API_MSG } from "../../lib/contracts/messages";
import { users } from "../db/schema";
import type { AppContext } from "../http/context";
import { badRequest, notFound } from "../http/errors";
import { onEmailVerified } from "../wallet/on-email-verified";
import { codeMail } from "./code-mail";
import type { Log } from "./logger";
import { consumeCode, issueCode } from "./otp-codes";
import { findUserByEmail } from "./user-view";

/** Sends a fresh registration code to the user (earlier ones stop working). */
export async function sendRegistrationCode(
  ctx: AppContext,
  user: { id: string; email: string; name: string },
): Promise<void> {
  const code = await issueCode(ctx, user.id, "registration");
  await ctx.mailer.send(codeMail(ctx, user, "registration", code));
}

/** The wallet domain opens the wallet here; its failure must not undo the verification. */
export async function afterEmailVerified(ctx: AppContext, userId: string, log: Log): Promise<void> {
  try {
    await onEmailVerified(ctx, userId);
  } catch (err) {
    log.error({ err, userId }, "onEmailVerified failed after email verification");
  }
}

/** POST /api/verify-otp */
export async function verifyEmail(ctx: AppContext, input: { email: string; otp: string }, log: Log): Promise<void> {
  const user = await findUserByEmail(ctx, input.email);
  if (!user) throw notFound(API_MSG.userNotFound);
  if (user.emailVerifiedAt) throw badRequest(API_MSG.emailAlreadyVerified);
  const result = await consumeCode(ctx, { userId: user.id, purpose: "registration", code: input.otp }, async (tx) => {
    const now = ctx.now();
    const rows = await tx
      .update(users)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)))
      .returning({ id: users.id });
    return rows.length === 1;
  });
  if (result.status === "exhausted") throw badRequest(API_MSG.otpExhausted);
  if (result.status === "invalid") throw badRequest(API_MSG.otpInvalid);
  if (!result.value) throw badRequest(API_MSG.emailAlreadyVerified);
  await afterEmailVerified(ctx, user.id, log);
}

/** POST /api/resend-otp */
export async function resendRegistrationCode(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx, email);
  if (!user) throw notFound(API_MSG.userNotFound);
  if (user.emailVerifiedAt) throw badRequest(API_MSG.emailAlreadyVerified);
  await sendRegistrationCode(ctx, user);
}
