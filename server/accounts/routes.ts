import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  emailOnlySchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  verifyOtpSchema,
} from "../../lib/contracts/account";
import { API_MSG } from "../../lib/contracts/messages";
import { and, eq, isNull } from "drizzle-orm";
import { users } from "../db/schema";
import { requireAuth } from "../http/auth";
import type { MailMessage } from "../mail/mailer";
import { revokeBearerToken } from "./auth-tokens";
import { resendRegistrationCode, verifyEmail } from "./email-verification";
import { login } from "./login";
import { dummyPasswordHash } from "./password-hash";
import { requestPasswordReset, resetPassword, verifyResetCode } from "./password-reset";
import { limitAttempt } from "./rate-limits";
import { registerCustomer } from "./registration";
import {
  errors,
  loginBody,
  messageBody,
  onboardingBody,
  passwordResetBody,
  registeredBody,
  resetTokenBody,
  userBody,
} from "./route-schemas";
import { userViewById } from "./user-view";

const tags = ["account"];
const bearer = [{ bearer: [] }];

/** Routes of the accounts domain, mounted under /api. */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  void dummyPasswordHash();

  // Reset mails leave off the request path (see requestPasswordReset); close waits for them.
  const pendingMail = new Set<Promise<void>>();
  const sendInBackground = (mail: MailMessage, log: { error(o: object, m: string): void }) => {
    const p = ctx.mailer
      .send(mail)
      .catch((err: unknown) => log.error({ err }, "reset code mail failed"))
      .finally(() => pendingMail.delete(p));
    pendingMail.add(p);
  };
  app.addHook("onClose", async () => {
    await Promise.allSettled([...pendingMail]);
  });

  app.post(
    "/register",
    {
      schema: {
        tags,
        summary: "Create a customer account and mail a 6-digit verification code",
        body: registerSchema,
        response: { 201: registeredBody, ...errors(422, 429) },
      },
    },
    async (req, reply) => {
      await limitAttempt(ctx, req, "register", req.body.email);
      const user = await registerCustomer(ctx, req.body, req.log);
      return reply.code(201).send({ message: API_MSG.registered, user });
    },
  );

  app.post(
    "/verify-otp",
    {
      schema: {
        tags,
        summary: "Verify the registration code",
        body: verifyOtpSchema,
        response: { 200: messageBody, ...errors(400, 404, 422, 429) },
      },
    },
    async (req) => {
      await limitAttempt(ctx, req, "verifyOtp", req.body.email);
      await verifyEmail(ctx, req.body, req.log);
      return { message: API_MSG.emailVerified };
    },
  );

  app.post(
    "/resend-otp",
    {
      schema: {
        tags,
        summary: "Mail a new registration code (earlier codes stop working)",
        body: emailOnlySchema,
        response: { 200: messageBody, ...errors(400, 404, 422, 429) },
      },
    },
    async (req) => {
      await limitAttempt(ctx, req, "resendOtp", req.body.email);
      await resendRegistrationCode(ctx, req.body.email);
      return { message: API_MSG.otpResent };
    },
  );

  app.post(
    "/login",
    {
      schema: {
        tags,
        summary: "Exchange email and password for a bearer token",
        description:
          "403 with a message containing OTP means the email is not verified yet; a fresh code has been mailed.",
        body: loginSchema,
        response: { 200: loginBody, ...errors(401, 403, 422, 429) },
      },
    },
    async (req) => {
      const attempt = await limitAttempt(ctx, req, "login", req.body.email);
      const answer = await login(ctx, req.body, req.log);
      // Only failed logins count: a right password is not a guess, and someone signing in on
      // several devices (or an admin across tabs) must never lock themselves out.
      await attempt.release();
      return answer;
    },
  );

  app.post(
    "/logout",
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: "Revoke the bearer token",
        security: bearer,
        response: { 200: messageBody, ...errors(401) },
      },
    },
    async (req) => {
      await revokeBearerToken(ctx, req.auth!.tokenId);
      return { message: API_MSG.loggedOut };
    },
  );

  app.get(
    "/user",
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: "The signed-in customer with wallet summary",
        security: bearer,
        querystring: z.object({ t: z.unknown().optional().describe("Cache-busting value; ignored.") }),
        response: { 200: userBody, ...errors(401) },
      },
    },
    async (req) => ({ data: await userViewById(ctx, req.auth!.userId) }),
  );

  app.post(
    "/user/onboarding-seen",
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: "Record that the dashboard onboarding was dismissed",
        security: bearer,
        response: { 200: onboardingBody, ...errors(401) },
      },
    },
    async (req) => {
      await ctx.db
        .update(users)
        .set({ onboardingSeenAt: ctx.now() })
        .where(and(eq(users.id, req.auth!.userId), isNull(users.onboardingSeenAt)));
      return { message: API_MSG.onboardingSeen, onboarding_seen: true as const };
    },
  );

  app.post(
    "/forgot-password",
    {
      schema: {
        tags,
        summary: "Mail a password-reset code (same answer whether or not the account exists)",
        body: emailOnlySchema,
        response: { 200: messageBody, ...errors(422, 429) },
      },
    },
    async (req) => {
      await limitAttempt(ctx, req, "forgotPassword", req.body.email);
      const mail = await requestPasswordReset(ctx, req.body.email);
      if (mail) sendInBackground(mail, req.log);
      return { message: API_MSG.resetCodeSent };
    },
  );

  app.post(
    "/verify-reset-otp",
    {
      schema: {
        tags,
        summary: "Exchange the reset code for a single-use reset token (valid 15 minutes)",
        body: verifyOtpSchema,
        response: { 200: resetTokenBody, ...errors(400, 422, 429) },
      },
    },
    async (req) => {
      await limitAttempt(ctx, req, "verifyResetOtp", req.body.email);
      const resetToken = await verifyResetCode(ctx, req.body);
      return { message: API_MSG.resetOtpVerified, reset_token: resetToken };
    },
  );

  app.post(
    "/reset-password",
    {
      schema: {
        tags,
        summary: "Set a new password with the reset token; signs out every session",
        body: resetPasswordSchema,
        response: { 200: passwordResetBody, ...errors(400, 422, 429) },
      },
    },
    async (req) => {
      await limitAttempt(ctx, req, "resetPassword", req.body.email);
      await resetPassword(ctx, req.body, req.log);
      return { message: API_MSG.passwordReset, redirect_url: "/login" };
    },
  );
};
