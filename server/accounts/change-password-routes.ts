import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CHANGE_PASSWORD_MSG, changePasswordSchema } from "../../lib/contracts/change-password";
import { otherSessionsSignedOutResponse } from "../../lib/contracts/sessions";
import { answer, errorResponses, secured, signedIn } from "../http/route-kit";
import { changePassword } from "./change-password";

/** POST /api/change-password: the signed-in customer changes the password in place. Authentication first (onRequest), then the body. */
export const changePasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    "/change-password",
    {
      ...signedIn,
      schema: {
        ...secured("account", "Change the password with the current one; signs out every other session"),
        description:
          "Sets a new password (the reset's rules: at least 8 characters, confirmed) given the current one. " +
          "422 on current_password when it is wrong (5 wrong passwords an account per 15 minutes at this call and the PIN calls together, then 429 with Retry-After), " +
          "on password when the new one is the current one, on password_confirmation when the two differ. " +
          "Every other session of the customer is signed out (signed_out says how many); the calling one stays signed in.",
        body: changePasswordSchema,
        response: { 200: otherSessionsSignedOutResponse, ...errorResponses(401, 422, 429) },
      },
    },
    async (req) => {
      const signedOut = await changePassword(ctx, req.auth!, req.body);
      return answer(otherSessionsSignedOutResponse, { message: CHANGE_PASSWORD_MSG.changed, signed_out: signedOut });
    },
  );
};
