import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  STATEMENT_EMAIL_MESSAGES,
  statementEmailPreference,
  statementEmailPreferenceSaved,
} from "../../lib/contracts/statements";
import { users } from "../db/schema";
import { answer, errorResponses, secured, signedIn } from "../http/route-kit";

/** The profile's "Email me my statement each month": /api/statements/email-preference. */
export const statementEmailPreferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    "/statements/email-preference",
    {
      ...signedIn,
      schema: {
        ...secured("statements", "Whether last month's statement is emailed on the 1st"),
        description:
          "The customer's monthly statement email preference (off until turned on). When on, the PDF statement of the previous Lagos month is emailed once, on the 1st or at the next run after it.",
        response: { 200: statementEmailPreference, ...errorResponses(401) },
      },
    },
    async (req) => {
      const [u] = await db
        .select({ on: users.monthlyStatementEmail })
        .from(users)
        .where(eq(users.id, req.auth!.userId));
      return answer(statementEmailPreference, { monthly_email: u?.on ?? false });
    },
  );

  app.put(
    "/statements/email-preference",
    {
      ...signedIn,
      schema: {
        ...secured("statements", "Turn the monthly statement email on or off"),
        description:
          "Saves the preference. Turned on mid-month, last month's statement follows at the next run unless it was already sent.",
        body: statementEmailPreference,
        response: { 200: statementEmailPreferenceSaved, ...errorResponses(401, 422) },
      },
    },
    async (req) => {
      const on = req.body.monthly_email;
      await db
        .update(users)
        .set({ monthlyStatementEmail: on, updatedAt: app.ctx.now() })
        .where(eq(users.id, req.auth!.userId));
      return answer(statementEmailPreferenceSaved, {
        monthly_email: on,
        message: on ? STATEMENT_EMAIL_MESSAGES.on : STATEMENT_EMAIL_MESSAGES.off,
      });
    },
  );
};
