import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { passkeySignInResponse, passkeySignInSchema, requestOptionsResponse } from "../../lib/contracts/passkeys";
import { DEVICE_TOKEN_HEADER, MAX_DEVICE_TOKENS } from "../../lib/contracts/sessions";
import { answer, errorResponses } from "../http/route-kit";
import { deviceTokensFrom } from "../accounts/login-devices";
import { limitPasskeys } from "./rate-limits";
import { signInOptions, signInWithPasskey } from "./sign-in";

/** Signing in with a passkey instead of the password: /api/passkeys/sign-in. Anonymous. */
export const passkeySignInRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    "/passkeys/sign-in/options",
    {
      schema: {
        tags: ["passkeys"],
        summary: "Options to sign in with a passkey",
        description:
          "WebAuthn request options for navigator.credentials.get (SimpleWebAuthn's startAuthentication): no credentials listed (passkeys are discoverable), user verification required, a challenge for one sign-in that expires in 5 minutes. Limited per address like the login (100 in 15 minutes).",
        response: { 200: requestOptionsResponse, ...errorResponses(429) },
      },
    },
    async (req) => {
      await limitPasskeys(ctx, "signInOptions", req.ip);
      return answer(requestOptionsResponse, { options: await signInOptions(ctx) });
    },
  );

  app.post(
    "/passkeys/sign-in",
    {
      schema: {
        tags: ["passkeys"],
        summary: "Sign in with a passkey",
        description:
          "Verifies the browser's assertion (a live sign-in challenge, used up here; a passkey we know; origin, RP ID, user verification, signature counter) and answers what POST /api/login answers: a bearer token, the user and the browser's device token (X-Device-Token as at login; a new device is emailed). 401 for any assertion that does not verify; failures are limited per address (100 in 15 minutes).",
        headers: z.looseObject({
          [DEVICE_TOKEN_HEADER]: z
            .string()
            .optional()
            .describe(`Device tokens from earlier logins, comma-separated (at most ${MAX_DEVICE_TOKENS}).`),
        }),
        body: passkeySignInSchema,
        response: { 200: passkeySignInResponse, ...errorResponses(401, 403, 422, 429) },
      },
    },
    async (req) => {
      const attempt = await limitPasskeys(ctx, "signIn", req.ip);
      const signedIn = await signInWithPasskey(ctx, req.body.response, req.log, {
        userAgent: req.headers["user-agent"],
        ip: req.ip,
        deviceTokens: deviceTokensFrom(req.headers[DEVICE_TOKEN_HEADER]),
      });
      // Only failures count, as at the login.
      await attempt.release();
      return answer(passkeySignInResponse, signedIn);
    },
  );
};
