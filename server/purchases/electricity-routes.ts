import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { discosResponse, meterVerifyResponse, verifyMeterSchema } from "../../lib/contracts/purchases";
import { electricityPurchaseSchema } from "../../lib/contracts/purchase-requests";
import { DISCO_NAMES } from "../../lib/purchases/display-names";
import { servicesOf } from "./catalog";
import { electricityOrder, fingerprints, resolveDisco, verifyMeter } from "./orders";
import { purchase, purchaseDoc, purchaseErrors, purchaseResponses, signedIn } from "./purchase-route";
import { purchaseLane } from "../http/purchase-lane-hook";

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

  app.post(
    "/electricity/verify-meter",
    {
      ...signedIn,
      schema: {
        ...purchaseDoc("Verify a meter number"),
        body: verifyMeterSchema,
        response: { 200: meterVerifyResponse, ...purchaseErrors },
      },
    },
    async (req) => {
      const disco = await resolveDisco(ctx, req.body.disco);
      const c = await verifyMeter(ctx, disco.serviceID, req.body.meter_number, req.body.meter_type);
      const meter_details = {
        Customer_Name: c.Customer_Name,
        Address: c.Address ?? null,
        Meter_Number: c.Meter_Number ?? req.body.meter_number,
        Meter_Type: c.Meter_Type ?? req.body.meter_type.toUpperCase(),
        Customer_Arrears: c.Customer_Arrears ?? null,
        Minimum_Amount: c.Minimum_Amount ?? null,
        Can_Vend: c.Can_Vend ?? null,
      };
      return { status: "success" as const, message: "Meter verified.", data: { meter_details } };
    },
  );

  app.post(
    "/electricity/purchase",
    {
      ...signedIn,
      ...purchaseLane,
      schema: { ...purchaseDoc("Buy electricity"), body: electricityPurchaseSchema, response: purchaseResponses },
    },
    (req) =>
      purchase(ctx, req, "electricity", req.body, fingerprints.electricity(req.body), (b) => electricityOrder(ctx, b)),
  );
};
