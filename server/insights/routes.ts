import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { insightsResponse } from "../../lib/contracts/insights";
import { answer, errorResponses, secured, signedIn } from "../http/route-kit";
import { spendingInsights } from "./spending-insights";

/** GET /api/insights: the signed-in customer's spending over the last 12 months. */
export const insightsRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/insights",
    {
      ...signedIn,
      schema: {
        ...secured("insights", "Spend per service per month, cashback and top recipients over the last 12 months"),
        response: { 200: insightsResponse, ...errorResponses(401) },
      },
    },
    async (req) =>
      answer(insightsResponse, {
        status: "success",
        ...(await spendingInsights(app.ctx.db, req.auth!.userId, app.ctx.now())),
      }),
  );
};
