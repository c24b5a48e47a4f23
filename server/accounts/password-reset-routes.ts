import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  emailOnlySchema,
  passwordResetResponse,
  resetPasswordSchema,
  resetTokenResponse,
  verifyOtpSchema,
} from "../../lib/contracts/account";
import { messageResponse } from "../../lib/contracts/common";
import { API_MSG } from "../../lib/contracts/messages";
import { errorResponses } from "../http/route-kit";
import { resetPassword, sendPasswordResetCode, verifyResetCode } from "./password-reset";
import { limitAttempt } from "./rate-limits";

const tags = ["account"];

/** The password reset: POST /api/forgot-password, /api/verify-reset-otp, /api/reset-password. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    "/forgot-password",
    {
      schema: {
        tags,
        summary: "Mail a password-reset code (same answer whether or not the account exists)",
        body: emailOnlySchema,
        response: { 200: messageResponse, ...errorResponses(422, 429) },
      },
    },
    async (req) => {
      await limitAttempt(ctx, req, "forgotPassword", req.body.email);
      // The same answer after the same steps for every email; what depends on the account comes after it.
      const { email } = req.body;
      ctx.afterAnswer.run("forgot-password", () => sendPasswordResetCode(ctx, email));
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
        response: { 200: resetTokenResponse, ...errorResponses(400, 422, 429) },
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
        response: { 200: passwordResetResponse, ...errorResponses(400, 422, 429) },
      },
    },
    async (req) => {
      await limitAttempt(ctx, req, "resetPassword", req.body.email);
      await resetPassword(ctx, req.body, req.log);
      return { message: API_MSG.passwordReset, redirect_url: "/login" };
    },
  );
};
