import { and, eq, isNull } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { loginResponse, loginSchema } from "../../lib/contracts/account";
import { onboardingSeenResponse, userResponse } from "../../lib/contracts/user";
import { messageResponse } from "../../lib/contracts/common";
import { DEVICE_TOKEN_HEADER, MAX_DEVICE_TOKENS } from "../../lib/contracts/sessions";
import { API_MSG } from "../../lib/contracts/messages";
import { users } from "../db/schema";
import { anyAccountSignedIn, errorResponses, secured, signedIn } from "../http/route-kit";
import { revokeBearerToken } from "./auth-tokens";
import { login } from "./login";
import { dummyPasswordHash } from "./password-hash";
import { deviceTokensFrom, recognisedDevice } from "./login-devices";
import { limitLoginAttempt } from "./rate-limits";
import { userViewById } from "./user-view";

/** Signing in and out, and the signed-in customer: /api/login, /api/logout, /api/user. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  // Computed once now, so the first login of an unknown email costs what any other login costs.
  void dummyPasswordHash();

  app.post(
    "/login",
    {
      schema: {
        tags: ["account"],
        summary: "Exchange email and password for a bearer token",
        description:
          "403 with a message containing OTP means the email is not verified yet; a fresh code has been mailed. " +
          "The answer's device_token is this browser's device cookie for the account: sent back in X-Device-Token " +
          "with later logins, it gives the browser its own allowance of wrong passwords (10 in 15 minutes), so the " +
          "account-wide and per-address limits that anonymous attempts share cannot lock it out. A login without a " +
          "device token of the account is a new device, and the owner is emailed.",
        headers: z.looseObject({
          [DEVICE_TOKEN_HEADER]: z
            .string()
            .optional()
            .describe(
              `Device tokens from earlier logins, comma-separated (at most ${MAX_DEVICE_TOKENS}); unknown or malformed ones are ignored.`,
            ),
        }),
        body: loginSchema,
        response: { 200: loginResponse, ...errorResponses(401, 403, 422, 429) },
      },
    },
    async (req) => {
      const device = await recognisedDevice(ctx, req.body.email, deviceTokensFrom(req.headers[DEVICE_TOKEN_HEADER]));
      const attempt = await limitLoginAttempt(ctx, req, req.body.email, device);
      const answer = await login(ctx, req.body, req.log, { device, userAgent: req.headers["user-agent"], ip: req.ip });
      // Only failed logins count: a right password is not a guess, and someone signing in on
      // several devices (or an admin across tabs) must never lock themselves out.
      await attempt.release();
      return answer;
    },
  );

  app.post(
    "/logout",
    {
      ...anyAccountSignedIn,
      schema: {
        ...secured("account", "Revoke the bearer token"),
        response: { 200: messageResponse, ...errorResponses(401) },
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
      ...signedIn,
      schema: {
        ...secured("account", "The signed-in customer with wallet summary"),
        querystring: z.object({ t: z.unknown().optional().describe("Cache-busting value; ignored.") }),
        response: { 200: userResponse, ...errorResponses(401) },
      },
    },
    async (req) => ({ data: await userViewById(ctx, req.auth!.userId) }),
  );

  app.post(
    "/user/onboarding-seen",
    {
      ...signedIn,
      schema: {
        ...secured("account", "Record that the dashboard onboarding was dismissed"),
        response: { 200: onboardingSeenResponse, ...errorResponses(401) },
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
};
