import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { discosResponse } from "../../lib/contracts/purchases";
import { electricityPurchaseSchema } from "../../lib/contracts/purchase-requests";
import { DISCO_NAMES } from "../../lib/purchases/display-names";
import { servicesOf } from "./catalog";
import { dashboardRoutes, purchaseDoc, purchaseErrors, signedIn } from "./purchase-route";

/** Electricity (spec 7.2): the DisCos, meter verification and the purchase. */
export const electricityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    "/electricity/discos",
    {
      ...signedIn,
      schema: {
        ...purchaseDoc("Electricity distribution companies"),
        response: { 200: discosResponse, ...purchaseErrors },
      },
    },
    async () => {
      const list = await servicesOf(ctx, "electricity-bill", "Failed to load electricity providers");
      return {
        status: "success" as const,
        message: "Providers loaded.",
        data: { discos: list.map((d) => ({ name: DISCO_NAMES[d.serviceID] ?? d.name, serviceID: d.serviceID })) },
      };
    },
  );

  dashboardRoutes.verifyMeter(app, "/electricity/verify-meter");
  dashboardRoutes.purchase(app, "/electricity/purchase", "electricity", electricityPurchaseSchema);
};
