import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  otherSessionsSignedOutResponse,
  SESSION_MSG,
  sessionSignedOutResponse,
  sessionsResponse,
} from "../../lib/contracts/sessions";
import { answer, errorResponses, idParams, secured, signedIn } from "../http/route-kit";
import { listSessions, signOutOtherSessions, signOutSession } from "./sessions";

/** The signed-in customer's sessions: /api/sessions. */
export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    "/sessions",
    {
      ...signedIn,
      schema: {
        ...secured("account", "The customer's signed-in sessions"),
        description:
          "Every live session (bearer token) of the customer: device and browser read from the user agent, the last address with its last part hidden and its country, when it signed in and was last used (kept to the minute). The calling session is first, marked current.",
        response: { 200: sessionsResponse, ...errorResponses(401) },
      },
    },
    async (req) => answer(sessionsResponse, { data: await listSessions(ctx, req.auth!.userId, req.auth!.tokenId) }),
  );

  app.delete(
    "/sessions/:id",
    {
      ...signedIn,
      schema: {
        ...secured("account", "Sign out one session"),
        description:
          "Revokes that session's token: its next call answers 401. Signing out another browser also forgets its device cookie. 404 for an unknown, ended or another customer's session.",
        params: idParams,
        response: { 200: sessionSignedOutResponse, ...errorResponses(401, 404) },
      },
    },
    async (req) => {
      await signOutSession(ctx, req.auth!.userId, req.auth!.tokenId, req.params.id);
      return answer(sessionSignedOutResponse, { message: SESSION_MSG.signedOut });
    },
  );

  app.post(
    "/sessions/sign-out-others",
    {
      ...signedIn,
      schema: {
        ...secured("account", "Sign out every other session"),
        description: "Revokes every session of the customer but the calling one, and forgets their device cookies.",
        response: { 200: otherSessionsSignedOutResponse, ...errorResponses(401) },
      },
    },
    async (req) => {
      const n = await signOutOtherSessions(ctx, req.auth!.userId, req.auth!.tokenId);
      return answer(otherSessionsSignedOutResponse, { message: SESSION_MSG.othersSignedOut(n), signed_out: n });
    },
  );
};
