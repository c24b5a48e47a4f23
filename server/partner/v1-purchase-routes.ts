import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../http/route-kit";
import { purchaseRouteFactory } from "../purchases/route-factory";
import { callerOf, keyAuthenticated } from "./key-auth";
import { partnerPurchase } from "./partner-purchase";
import { v1AirtimeBody, v1DataBody, v1ElectricityBody, v1ExamBody, v1PaytvBody } from "./v1-bodies";
import { partnerDoc, partnerErrors } from "./v1-doc";

/** The dashboard's verifications and purchases (route-factory.ts), by API key on the key's context (live or test). */
const partnerRoutes = purchaseRouteFactory({
  auth: keyAuthenticated,
  doc: partnerDoc,
  // A verification's failures: not found or bad input (400/422), provider down (502).
  verifyErrors: { ...partnerErrors, ...errorResponses(400, 422, 502) },
  // A purchase's: also insufficient balance (400), request_id reused with another body (409), service off (503).
  purchaseErrors: { ...partnerErrors, ...errorResponses(400, 409, 422, 502) },
  ctxOf: (req) => callerOf(req).ctx,
  place: partnerPurchase,
});

/** The partner API's verifications and the five purchases. */
export const v1PurchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  partnerRoutes.verifyMeter(app, "/verify/meter");
  partnerRoutes.verifySmartcard(app, "/verify/smartcard");
  partnerRoutes.verifyJambProfile(app, "/verify/jamb-profile");
  partnerRoutes.purchase(app, "/airtime", "airtime", v1AirtimeBody);
  partnerRoutes.purchase(app, "/data", "data", v1DataBody);
  partnerRoutes.purchase(app, "/electricity", "electricity", v1ElectricityBody);
  partnerRoutes.purchase(app, "/cabletv", "cabletv", v1PaytvBody);
  partnerRoutes.purchase(app, "/exam", "exam", v1ExamBody);
};
