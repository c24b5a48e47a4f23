import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { airtimeNetworksResponse } from "../../lib/contracts/purchases";
import { airtimePurchaseSchema } from "../../lib/contracts/purchase-requests";
import { servicesOf } from "./catalog";
import { airtimeOrder, fingerprints } from "./orders";
import { purchase, purchaseDoc, purchaseErrors, purchaseResponses, signedIn } from "./purchase-route";
import { NETWORK_NAMES } from "./services";
import { purchaseLane } from "../http/purchase-lane-hook";

/** Airtime (spec 7.2): GET /api/networks/airtime, POST /api/pay/airtime. */
export const airtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    "/networks/airtime",
    {
      ...signedIn,
      schema: { ...purchaseDoc("Airtime networks"), response: { 200: airtimeNetworksResponse, ...purchaseErrors } },
    },
    async () => {
      const list = await servicesOf(ctx, "airtime", "Could not load networks.");
      return {
        status: "success" as const,
        networks: list.map((s) => ({ serviceID: s.serviceID, name: NETWORK_NAMES[s.serviceID] ?? s.name })),
      };
    },
  );

  app.post(
    "/pay/airtime",
    {
      ...signedIn,
      ...purchaseLane,
      schema: { ...purchaseDoc("Buy airtime"), body: airtimePurchaseSchema, response: purchaseResponses },
    },
    (req) => purchase(ctx, req, "airtime", req.body, fingerprints.airtime(req.body), (b) => airtimeOrder(ctx, b)),
  );
};
