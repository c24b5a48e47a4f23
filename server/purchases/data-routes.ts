import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { dataNetworksResponse, dataPlansResponse } from "../../lib/contracts/purchases";
import { dataPurchaseSchema } from "../../lib/contracts/purchase-requests";
import { koboToNaira } from "../../lib/money";
import { dataPlanName } from "../../lib/purchases/display-names";
import { notFound } from "../http/errors";
import { errorResponses } from "../http/route-kit";
import { servicesOf, variationsOf } from "./catalog";
import { dataOrder, fingerprints } from "./orders";
import { purchase, purchaseDoc, purchaseErrors, purchaseResponses, signedIn } from "./purchase-route";
import { NETWORK_NAMES } from "./services";
import { purchaseLane } from "../http/purchase-lane-hook";

/** Data (spec 7.2): GET /api/networks, GET /api/data/plans/{network}, POST /api/data/purchase. */
export const dataRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    "/networks",
    {
      ...signedIn,
      schema: { ...purchaseDoc("Data networks"), response: { 200: dataNetworksResponse, ...purchaseErrors } },
    },
    async () => {
      const list = await servicesOf(ctx, "data", "Could not load networks.");
      const networks = list.map((s) => ({
        serviceID: s.serviceID,
        name: NETWORK_NAMES[s.serviceID.replace(/-data$/, "")] ?? s.name,
      }));
      return { status: "success" as const, data: { networks } };
    },
  );

  app.get(
    "/data/plans/:networkServiceId",
    {
      ...signedIn,
      schema: {
        ...purchaseDoc("Data plans of a network"),
        params: z.object({ networkServiceId: z.string().max(50) }),
        response: { 200: dataPlansResponse, ...purchaseErrors, ...errorResponses(404) },
      },
    },
    async (req) => {
      const networks = await servicesOf(ctx, "data", "Could not fetch data plans.");
      const id = req.params.networkServiceId.toLowerCase();
      const network = networks.find((n) => n.serviceID === id || n.serviceID === `${id}-data`);
      if (!network) throw notFound("No plans found for this network.");
      const plans = await variationsOf(ctx, network.serviceID, "Could not fetch data plans.");
      return {
        status: "success" as const,
        plans: plans.map((p) => ({
          id: p.variationCode,
          name: dataPlanName(p.name),
          price: koboToNaira(p.amountKobo),
        })),
      };
    },
  );

  app.post(
    "/data/purchase",
    {
      ...signedIn,
      ...purchaseLane,
      schema: { ...purchaseDoc("Buy a data plan"), body: dataPurchaseSchema, response: purchaseResponses },
    },
    (req) => purchase(ctx, req, "data", req.body, fingerprints.data(req.body), (b) => dataOrder(ctx, b)),
  );
};
