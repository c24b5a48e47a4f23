import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  PAYTV_PROVIDERS,
  paytvPlansResponse,
  paytvVerifySchema,
  smartcardVerifyResponse,
} from "../../lib/contracts/purchases";
import { paytvPurchaseSchema } from "../../lib/contracts/purchase-requests";
import { notFound } from "../http/errors";
import { errorResponses } from "../http/route-kit";
import { variationsOf } from "./catalog";
import { fingerprints, paytvOrder, verifySmartcard } from "./orders";
import {
  purchase,
  purchaseDoc,
  purchaseErrors,
  purchaseResponses,
  signedIn,
  toVariationOption,
} from "./purchase-route";
import { purchaseLane } from "../http/purchase-lane-hook";

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

  app.post(
    "/paytv/verify",
    {
      ...signedIn,
      schema: {
        ...purchaseDoc("Verify a smartcard"),
        body: paytvVerifySchema,
        response: { 200: smartcardVerifyResponse, ...purchaseErrors },
      },
    },
    async (req) => {
      const c = await verifySmartcard(ctx, req.body.provider, req.body.smartcard);
      return {
        status: "success" as const,
        message: "Smartcard verified.",
        data: {
          Customer_Name: String(c.Customer_Name),
          Smartcard_Number: req.body.smartcard,
          Status: c.Status ?? null,
          Due_Date: c.Due_Date ?? null,
          Current_Bouquet: c.Current_Bouquet ?? null,
          Renewal_Amount: c.Renewal_Amount ?? null,
        },
      };
    },
  );

  app.post(
    "/paytv/purchase",
    {
      ...signedIn,
      ...purchaseLane,
      schema: { ...purchaseDoc("Pay a TV subscription"), body: paytvPurchaseSchema, response: purchaseResponses },
    },
    (req) => purchase(ctx, req, "cabletv", req.body, fingerprints.cabletv(req.body), (b) => paytvOrder(ctx, b)),
  );
};
