import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { PAYTV_PROVIDERS, paytvPlansResponse } from "../../lib/contracts/purchases";
import { paytvPurchaseSchema } from "../../lib/contracts/purchase-requests";
import { notFound } from "../http/errors";
import { errorResponses } from "../http/route-kit";
import { variationsOf } from "./catalog";
import { dashboardRoutes, purchaseDoc, purchaseErrors, signedIn, toVariationOption } from "./purchase-route";

/** Cable TV (spec 7.2): a provider's bouquets, smartcard verification and the subscription. */
export const paytvRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    "/paytv/plans/:provider",
    {
      ...signedIn,
      schema: {
        ...purchaseDoc("Bouquets of a TV provider"),
        params: z.object({ provider: z.string().max(30) }),
        response: { 200: paytvPlansResponse, ...purchaseErrors, ...errorResponses(404) },
      },
    },
    async (req) => {
      const provider = req.params.provider.toLowerCase();
      if (!(PAYTV_PROVIDERS as readonly string[]).includes(provider)) throw notFound("Failed to load plans.");
      const plans = await variationsOf(ctx, provider, "Could not load plans.");
      return { status: "success" as const, message: "Plans loaded.", plans: plans.map(toVariationOption) };
    },
  );

  dashboardRoutes.verifySmartcard(app, "/paytv/verify");
  dashboardRoutes.purchase(app, "/paytv/purchase", "cabletv", paytvPurchaseSchema);
};
