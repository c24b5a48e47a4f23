import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AssertionJson } from "../../lib/contracts/passkeys";
import {
  jambProfileResponse,
  jambProfileSchema,
  meterVerifyResponse,
  paytvVerifySchema,
  type PurchaseResponse,
  purchaseResponse,
  smartcardVerifyResponse,
  verifyMeterSchema,
} from "../../lib/contracts/purchases";
import type { AppContext } from "../http/context";
import { answer, type errorResponses } from "../http/route-kit";
import type { Order } from "./engine";
import {
  type AirtimeBody,
  airtimeOrder,
  type DataBody,
  dataOrder,
  type ElectricityBody,
  electricityOrder,
  type ExamBody,
  examOrder,
  fingerprints,
  type PaytvBody,
  paytvOrder,
  resolveDisco,
  verifyJambProfile,
  verifyMeter,
  verifySmartcard,
} from "./orders";
import { purchaseLane } from "../http/purchase-lane-hook";

/**
 * The routes the dashboard (/api, signed in, a PIN or passkey per purchase) and the partner API
 * (/v1, an API key) both serve: the verifications and the five purchases. What differs between
 * the two is a PurchaseSurface; the handlers, their answers and the orders are written once here.
 */

/** Error answers by status (errorResponses(...) of route-kit.ts). */
type ErrorAnswers = Partial<ReturnType<typeof errorResponses>>;

/** What every purchase body carries: its request id, and the approval fields where the surface asks for them. */
export type PurchaseBody = { request_id: string; pin?: string; passkey?: AssertionJson };

/** Where the routes are served, and how. */
export interface PurchaseSurface {
  /** The authentication hook, spread into each route's options: it runs onRequest, before validation. */
  auth: { onRequest: (req: FastifyRequest, reply: FastifyReply) => Promise<void> };
  /** OpenAPI tags, summary and security of a route. */
  doc: (summary: string) => { tags: string[]; summary: string; security: Record<string, string[]>[] };
  /** The error answers of a verification. */
  verifyErrors: ErrorAnswers;
  /** The error answers of a purchase. */
  purchaseErrors: ErrorAnswers;
  /** The context (database, providers) the request runs on. */
  ctxOf: (req: FastifyRequest) => AppContext;
  /** One purchase, idempotent by request_id, through the one purchase engine. */
  place: <B extends PurchaseBody>(
    req: FastifyRequest,
    service: PurchaseService,
    body: B,
    fingerprint: string,
    build: (ctx: AppContext, b: B) => Promise<Order>,
  ) => Promise<PurchaseResponse>;
}

interface Bodies {
  airtime: AirtimeBody;
  data: DataBody;
  electricity: ElectricityBody;
  cabletv: PaytvBody;
  exam: ExamBody;
}
export type PurchaseService = keyof Bodies;

/** Each service's summary, idempotency fingerprint and order. */
const SERVICES: {
  [K in PurchaseService]: {
    summary: string;
    fingerprint: (b: Bodies[K]) => string;
    build: (ctx: AppContext, b: Bodies[K]) => Promise<Order>;
  };
} = {
  airtime: { summary: "Buy airtime", fingerprint: fingerprints.airtime, build: airtimeOrder },
  data: { summary: "Buy a data plan", fingerprint: fingerprints.data, build: dataOrder },
  electricity: { summary: "Buy electricity", fingerprint: fingerprints.electricity, build: electricityOrder },
  cabletv: { summary: "Pay a TV subscription", fingerprint: fingerprints.cabletv, build: paytvOrder },
  exam: { summary: "Buy exam pins", fingerprint: fingerprints.exam, build: examOrder },
};

/** The route makers of one surface; each registers one route on `app` at `url`. */
export function purchaseRouteFactory(surface: PurchaseSurface) {
  const { auth, doc, verifyErrors, ctxOf } = surface;
  const zod = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

  return {
    verifyMeter(app: FastifyInstance, url: string) {
      zod(app).post(
        url,
        {
          ...auth,
          schema: {
            ...doc("Verify a meter number"),
            body: verifyMeterSchema,
            response: { 200: meterVerifyResponse, ...verifyErrors },
          },
        },
        async (req) => {
          const ctx = ctxOf(req);
          const disco = await resolveDisco(ctx, req.body.disco);
          const c = await verifyMeter(ctx, disco.serviceID, req.body.meter_number, req.body.meter_type);
          return answer(meterVerifyResponse, {
            status: "success",
            message: "Meter verified.",
            data: {
              meter_details: {
                Customer_Name: c.Customer_Name,
                Address: c.Address ?? null,
                Meter_Number: c.Meter_Number ?? req.body.meter_number,
                Meter_Type: c.Meter_Type ?? req.body.meter_type.toUpperCase(),
                Customer_Arrears: c.Customer_Arrears ?? null,
                Minimum_Amount: c.Minimum_Amount ?? null,
                Can_Vend: c.Can_Vend ?? null,
              },
            },
          });
        },
      );
    },

    verifySmartcard(app: FastifyInstance, url: string) {
      zod(app).post(
        url,
        {
          ...auth,
          schema: {
            ...doc("Verify a TV smartcard"),
            body: paytvVerifySchema,
            response: { 200: smartcardVerifyResponse, ...verifyErrors },
          },
        },
        async (req) => {
          const c = await verifySmartcard(ctxOf(req), req.body.provider, req.body.smartcard);
          return answer(smartcardVerifyResponse, {
            status: "success",
            message: "Smartcard verified.",
            data: {
              Customer_Name: String(c.Customer_Name),
              Smartcard_Number: req.body.smartcard,
              Status: c.Status ?? null,
              Due_Date: c.Due_Date ?? null,
              Current_Bouquet: c.Current_Bouquet ?? null,
              Renewal_Amount: c.Renewal_Amount ?? null,
            },
          });
        },
      );
    },

    verifyJambProfile(app: FastifyInstance, url: string) {
      zod(app).post(
        url,
        {
          ...auth,
          schema: {
            ...doc("Verify a JAMB profile id"),
            body: jambProfileSchema.extend({ variation_code: z.string().max(50).optional() }),
            response: { 200: jambProfileResponse, ...verifyErrors },
          },
        },
        async (req) =>
          answer(jambProfileResponse, {
            status: "success",
            message: "Profile verified.",
            data: {
              customer_name: await verifyJambProfile(ctxOf(req), req.body.profile_id, req.body.variation_code),
            },
          }),
      );
    },

    /** A service's purchase, its body validated by `body` (the surface's own rules for its approval fields). */
    purchase<K extends PurchaseService>(app: FastifyInstance, url: string, service: K, body: z.ZodType<Bodies[K]>) {
      const { summary, fingerprint, build } = SERVICES[service];
      zod(app).post(
        url,
        {
          ...auth,
          ...purchaseLane,
          schema: { ...doc(summary), body, response: { 200: purchaseResponse, ...surface.purchaseErrors } },
        },
        (req) => {
          // The provider's inference loses the body's type behind the generic K; `body` validated it.
          const b = req.body as Bodies[K];
          return surface.place(req, service, b, fingerprint(b), build);
        },
      );
    },
  };
}
