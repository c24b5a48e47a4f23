import { and, eq, isNull } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { loginResponse, loginSchema } from "../../lib/contracts/account";
import { onboardingSeenResponse, userResponse } from "../../lib/contracts/user";
import { messageResponse } from "../../lib/contracts/common";
import { API_MSG } from "../../lib/contracts/messages";
import { users } from "../db/schema";
import { errorResponses, secured, signedIn } from "../http/route-kit";
import { revokeBearerToken } from "./auth-tokens";
import { login } from "./login";
import { dummyPasswordHash } from "./password-hash";
import { limitAttempt } from "./rate-limits";
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
          "403 with a message containing OTP means the email is not verified yet; a fresh code has been mailed.",
        body: loginSchema,
        response: { 200: loginResponse, ...errorResponses(401, 403, 422, 429) },
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
      ...signedIn,
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
