import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { koboToNaira } from "../../lib/money";
import {
  airtimePurchaseSchema,
  dataPurchaseSchema,
  electricityPurchaseSchema,
  examPurchaseSchema,
  examVariationsSchema,
  jambProfileSchema,
  paytvPurchaseSchema,
  paytvVerifySchema,
  verifyMeterSchema,
  PAYTV_PROVIDERS,
} from "../../lib/contracts/purchases";
import { requireAuth } from "../http/auth";
import { notFound } from "../http/errors";
import { walletBalanceKobo } from "../wallet/ledger";
import { purchaseAnswer, purchaseAnswerSchema } from "./answer";
import { servicesOf, variationsOf } from "./catalog";
import { existingPurchase, placePurchase, type Order } from "./engine";
import {
  airtimeOrder,
  dataOrder,
  electricityOrder,
  examOrder,
  fingerprints,
  paytvOrder,
  resolveDisco,
  resolveExamType,
  verifyJambProfile,
  verifyMeter,
  verifySmartcard,
} from "./orders";
import { assertServiceOn } from "./service-availability";
import { NETWORK_NAMES, type ServiceKey } from "./services";
import { installDefaultVtpassTransport } from "./vtpass-client";

const errorSchema = z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())).optional() });
const errors = { 400: errorSchema, 401: errorSchema, 409: errorSchema, 422: errorSchema, 502: errorSchema };
const networkSchema = z.object({ serviceID: z.string(), name: z.string() });
const planSchema = z.object({ variation_code: z.string(), name: z.string(), variation_amount: z.number() });

/** Routes of the purchases domain, mounted under /api (spec 7.2). */
export const purchasesRoutes: FastifyPluginAsync = async (app) => {
  installDefaultVtpassTransport(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const auth = { onRequest: requireAuth };
  const base = (summary: string) => ({ tags: ["purchases"], summary, security: [{ bearer: [] }] });

  async function purchase<B extends { request_id: string }>(
    req: FastifyRequest,
    service: ServiceKey,
    body: B,
    fingerprint: string,
    build: (b: B) => Promise<Order>,
  ) {
    const userId = req.auth!.userId;
    let result = await existingPurchase(ctx, userId, body.request_id, fingerprint);
    if (!result) {
      // A service switched off by an admin refuses new purchases (an earlier one is still answered).
      await assertServiceOn(ctx.db, service);
      result = await placePurchase(ctx, userId, await build(body));
    }
    return purchaseAnswer(result.row, result.provider, result.balanceKobo ?? (await walletBalanceKobo(ctx.db, userId)));
  }

  // Airtime
  r.get(
    "/networks/airtime",
    {
      ...auth,
      schema: {
        ...base("Airtime networks"),
        response: { 200: z.object({ status: z.literal("success"), networks: z.array(networkSchema) }), ...errors },
      },
    },
    async () => {
      const list = await servicesOf(ctx, "airtime", "Could not load networks.");
      return {
        status: "success" as const,
        networks: list.map((s) => ({ serviceID: s.serviceID, name: NETWORK_NAMES[s.serviceID] ?? s.name })),
      };
    },
  );
  r.post(
    "/pay/airtime",
    {
      ...auth,
      schema: {
        ...base("Buy airtime"),
        body: airtimePurchaseSchema,
        response: { 200: purchaseAnswerSchema, ...errors },
      },
    },
    (req) => purchase(req, "airtime", req.body, fingerprints.airtime(req.body), (b) => airtimeOrder(ctx, b)),
  );

  // Data
  r.get(
    "/networks",
    {
      ...auth,
      schema: {
        ...base("Data networks"),
        response: {
          200: z.object({ status: z.literal("success"), data: z.object({ networks: z.array(networkSchema) }) }),
          ...errors,
        },
      },
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
  r.get(
    "/data/plans/:networkServiceId",
    {
      ...auth,
      schema: {
        ...base("Data plans of a network"),
        params: z.object({ networkServiceId: z.string().max(50) }),
        response: {
          200: z.object({
            status: z.literal("success"),
            plans: z.array(z.object({ id: z.string(), name: z.string(), price: z.number() })),
          }),
          404: errorSchema,
          ...errors,
        },
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
        plans: plans.map((p) => ({ id: p.variationCode, name: p.name, price: koboToNaira(p.amountKobo) })),
      };
    },
  );
  r.post(
    "/data/purchase",
    {
      ...auth,
      schema: {
        ...base("Buy a data plan"),
        body: dataPurchaseSchema,
        response: { 200: purchaseAnswerSchema, ...errors },
      },
    },
    (req) => purchase(req, "data", req.body, fingerprints.data(req.body), (b) => dataOrder(ctx, b)),
  );

  // Electricity
  r.get(
    "/electricity/discos",
    {
      ...auth,
      schema: {
        ...base("Electricity distribution companies"),
        response: {
          200: z.object({
            status: z.literal("success"),
            message: z.string(),
            data: z.object({ discos: z.array(z.object({ name: z.string(), serviceID: z.string() })) }),
          }),
          ...errors,
        },
      },
    },
    async () => {
      const list = await servicesOf(ctx, "electricity-bill", "Failed to load electricity providers");
      return {
        status: "success" as const,
        message: "Providers loaded.",
        data: { discos: list.map((d) => ({ name: d.name, serviceID: d.serviceID })) },
      };
    },
  );
  r.post(
    "/electricity/verify-meter",
    {
      ...auth,
      schema: {
        ...base("Verify a meter number"),
        body: verifyMeterSchema,
        response: {
          200: z.object({
            status: z.literal("success"),
            message: z.string(),
            data: z.object({ meter_details: z.record(z.string(), z.unknown()) }),
          }),
          ...errors,
        },
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
  r.post(
    "/electricity/purchase",
    {
      ...auth,
      schema: {
        ...base("Buy electricity"),
        body: electricityPurchaseSchema,
        response: { 200: purchaseAnswerSchema, ...errors },
      },
    },
    (req) =>
      purchase(req, "electricity", req.body, fingerprints.electricity(req.body), (b) => electricityOrder(ctx, b)),
  );

  // Cable TV
  r.get(
    "/paytv/plans/:provider",
    {
      ...auth,
      schema: {
        ...base("Bouquets of a TV provider"),
        params: z.object({ provider: z.string().max(30) }),
        response: {
          200: z.object({ status: z.literal("success"), message: z.string(), plans: z.array(planSchema) }),
          404: errorSchema,
          ...errors,
        },
      },
    },
    async (req) => {
      const provider = req.params.provider.toLowerCase();
      if (!(PAYTV_PROVIDERS as readonly string[]).includes(provider)) throw notFound("Failed to load plans.");
      const plans = await variationsOf(ctx, provider, "Could not load plans.");
      return {
        status: "success" as const,
        message: "Plans loaded.",
        plans: plans.map((p) => ({
          variation_code: p.variationCode,
          name: p.name,
          variation_amount: koboToNaira(p.amountKobo),
        })),
      };
    },
  );
  r.post(
    "/paytv/verify",
    {
      ...auth,
      schema: {
        ...base("Verify a smartcard"),
        body: paytvVerifySchema,
        response: {
          200: z.object({
            status: z.literal("success"),
            message: z.string(),
            data: z.looseObject({ Customer_Name: z.string(), Smartcard_Number: z.string() }),
          }),
          ...errors,
        },
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
  r.post(
    "/paytv/purchase",
    {
      ...auth,
      schema: {
        ...base("Pay a TV subscription"),
        body: paytvPurchaseSchema,
        response: { 200: purchaseAnswerSchema, ...errors },
      },
    },
    (req) => purchase(req, "cabletv", req.body, fingerprints.cabletv(req.body), (b) => paytvOrder(ctx, b)),
  );

  // Exam pins
  r.get(
    "/exampin/types",
    {
      ...auth,
      schema: {
        ...base("Exam pin types"),
        response: {
          200: z.object({ status: z.literal("success"), data: z.object({ exam_types: z.array(networkSchema) }) }),
          ...errors,
        },
      },
    },
    async () => {
      const list = await servicesOf(ctx, "education", "Could not load exam types. Please try again later.");
      return {
        status: "success" as const,
        data: { exam_types: list.map((s) => ({ serviceID: s.serviceID, name: s.name })) },
      };
    },
  );
  r.post(
    "/exampin/variations",
    {
      ...auth,
      schema: {
        ...base("Variations of an exam type"),
        body: examVariationsSchema,
        response: { 200: z.object({ status: z.literal("success"), plans: z.array(planSchema) }), ...errors },
      },
    },
    async (req) => {
      const exam = await resolveExamType(ctx, req.body.serviceID);
      const plans = await variationsOf(ctx, exam.serviceID, "Could not fetch exam variations. Please try again.");
      return {
        status: "success" as const,
        plans: plans.map((p) => ({
          variation_code: p.variationCode,
          name: p.name,
          variation_amount: koboToNaira(p.amountKobo),
        })),
      };
    },
  );
  r.post(
    "/exampin/verify-jamb-profile",
    {
      ...auth,
      schema: {
        ...base("Verify a JAMB profile id"),
        body: jambProfileSchema.extend({ variation_code: z.string().max(50).optional() }),
        response: {
          200: z.object({
            status: z.literal("success"),
            message: z.string(),
            data: z.object({ customer_name: z.string() }),
          }),
          ...errors,
        },
      },
    },
    async (req) => ({
      status: "success" as const,
      message: "Profile verified.",
      data: { customer_name: await verifyJambProfile(ctx, req.body.profile_id, req.body.variation_code) },
    }),
  );
  r.post(
    "/exampin/purchase",
    {
      ...auth,
      schema: {
        ...base("Buy exam pins"),
        body: examPurchaseSchema,
        response: { 200: purchaseAnswerSchema, ...errors },
      },
    },
    (req) => purchase(req, "exam", req.body, fingerprints.exam(req.body), (b) => examOrder(ctx, b)),
  );
};
