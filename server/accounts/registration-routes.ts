import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { emailOnlySchema, registerResponse, registerSchema, verifyOtpSchema } from "../../lib/contracts/account";
import { messageResponse } from "../../lib/contracts/common";
import { API_MSG } from "../../lib/contracts/messages";
import { errorResponses } from "../http/route-kit";
import { resendRegistrationCode, verifyEmail } from "./email-verification";
import { limitAttempt } from "./rate-limits";
import { registerCustomer } from "./registration";
import { normalisePhoneIfNigerian } from "../../lib/contracts/phone-number";
import { DEVICE_TOKEN_HEADER } from "../../lib/contracts/sessions";
import { linkReferral } from "../referrals/link";
import { deviceTokensFrom } from "./login-devices";

const tags = ["account"];

/** Registration and its email code: POST /api/register, /api/verify-otp, /api/resend-otp. */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    "/register",
    {
      schema: {
        tags,
        summary: "Create a customer account and mail a 6-digit verification code",
        body: registerSchema,
        response: { 201: registerResponse, ...errorResponses(422, 429) },
      },
    },
    async (req, reply) => {
      await limitAttempt(ctx, req, "register", req.body.email);
      // Stored as 08011111111 however it was written (issue 16).
      // A Nigerian number in its national form; any other kept as written ("+1 …" keeps its plus).
      const phone = normalisePhoneIfNigerian(req.body.phone);
      const user = await registerCustomer(ctx, { ...req.body, phone }, req.log);
      // A referral link's code links the new customer to its owner once (never a self-referral).
      const devices = deviceTokensFrom(req.headers[DEVICE_TOKEN_HEADER]);
      await linkReferral(ctx, user, req.body.referral_code, devices, req.log);
      return reply.code(201).send({ message: API_MSG.registered, user });
    },
  );

  app.post(
    "/verify-otp",
    {
      schema: {
        tags,
        summary:
          "Verify the registration code. 400 'Email already verified.' only for the code that verified it; every other refusal is the same 400",
        body: verifyOtpSchema,
        response: { 200: messageResponse, ...errorResponses(400, 422, 429) },
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
        summary:
          "Mail a new registration code (earlier codes stop working); the same answer whether or not the email has an account to verify",
        body: emailOnlySchema,
        response: { 200: messageResponse, ...errorResponses(422, 429) },
      },
    },
    async (req) => {
      await limitAttempt(ctx, req, "resendOtp", req.body.email);
      // The same answer after the same steps for every email; what depends on the account comes after it.
      const { email } = req.body;
      ctx.afterAnswer.run("resend-otp", () => resendRegistrationCode(ctx, email));
      return { message: API_MSG.otpResent };
    },
  );
};
