import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { airtimeNetworksResponse } from "../../lib/contracts/purchases";
import { airtimePurchaseSchema } from "../../lib/contracts/purchase-requests";
import { koboToNaira } from "../../lib/money";
import { servicesOf } from "./catalog";
import { dashboardRoutes, purchaseDoc, purchaseErrors, signedIn } from "./purchase-route";
import { NETWORK_NAMES } from "./services";

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
        networks: list.map((s) => ({
          serviceID: s.serviceID,
          name: NETWORK_NAMES[s.serviceID] ?? s.name,
          maximum_amount: s.maximumAmountKobo ? koboToNaira(s.maximumAmountKobo) : null,
        })),
      };
    },
  );

  dashboardRoutes.purchase(app, "/pay/airtime", "airtime", airtimePurchaseSchema);
};
