import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  jambProfileResponse,
  jambProfileSchema,
  meterVerifyResponse,
  paytvVerifySchema,
  purchaseResponse,
  smartcardVerifyResponse,
  verifyMeterSchema,
} from "../../lib/contracts/purchases";
import { answer, errorResponses } from "../http/route-kit";
import {
  airtimeOrder,
  dataOrder,
  electricityOrder,
  examOrder,
  fingerprints,
  paytvOrder,
  resolveDisco,
  verifyJambProfile,
  verifyMeter,
  verifySmartcard,
} from "../purchases/orders";
import { callerOf, keyAuthenticated } from "./key-auth";
import { partnerPurchase } from "./partner-purchase";
import { v1AirtimeBody, v1DataBody, v1ElectricityBody, v1ExamBody, v1PaytvBody } from "./v1-bodies";
import { partnerDoc, partnerErrors } from "./v1-doc";
import { purchaseLane } from "../http/purchase-lane-hook";

/** A verification's failures: not found or bad input (400/422), provider down (502). */
const verifyResponses = { ...partnerErrors, ...errorResponses(400, 422, 502) };
/** A purchase's: also insufficient balance (400), request_id reused with another body (409), service off (503). */
const purchaseResponses = { 200: purchaseResponse, ...partnerErrors, ...errorResponses(400, 409, 422, 502) };

/** The partner API's verifications and the five purchases, on the key's context (live or test). */
export const v1PurchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/verify/meter",
    {
      ...keyAuthenticated,
      schema: {
        ...partnerDoc("Verify a meter number"),
        body: verifyMeterSchema,
        response: { 200: meterVerifyResponse, ...verifyResponses },
      },
    },
    async (req) => {
      const { ctx } = callerOf(req);
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

  app.post(
    "/verify/smartcard",
    {
      ...keyAuthenticated,
      schema: {
        ...partnerDoc("Verify a TV smartcard"),
        body: paytvVerifySchema,
        response: { 200: smartcardVerifyResponse, ...verifyResponses },
      },
    },
    async (req) => {
      const { ctx } = callerOf(req);
      const c = await verifySmartcard(ctx, req.body.provider, req.body.smartcard);
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

  app.post(
    "/verify/jamb-profile",
    {
      ...keyAuthenticated,
      schema: {
        ...partnerDoc("Verify a JAMB profile id"),
        body: jambProfileSchema.extend({ variation_code: z.string().max(50).optional() }),
        response: { 200: jambProfileResponse, ...verifyResponses },
      },
    },
    async (req) => {
      const { ctx } = callerOf(req);
      return answer(jambProfileResponse, {
        status: "success",
        message: "Profile verified.",
        data: { customer_name: await verifyJambProfile(ctx, req.body.profile_id, req.body.variation_code) },
      });
    },
  );

  app.post(
    "/airtime",
    {
      ...keyAuthenticated,
      ...purchaseLane,
      schema: { ...partnerDoc("Buy airtime"), body: v1AirtimeBody, response: purchaseResponses },
    },
    (req) => partnerPurchase(req, "airtime", req.body, fingerprints.airtime(req.body), airtimeOrder),
  );

  app.post(
    "/data",
    {
      ...keyAuthenticated,
      ...purchaseLane,
      schema: { ...partnerDoc("Buy a data plan"), body: v1DataBody, response: purchaseResponses },
    },
    (req) => partnerPurchase(req, "data", req.body, fingerprints.data(req.body), dataOrder),
  );

  app.post(
    "/electricity",
    {
      ...keyAuthenticated,
      ...purchaseLane,
      schema: { ...partnerDoc("Buy electricity"), body: v1ElectricityBody, response: purchaseResponses },
    },
    (req) => partnerPurchase(req, "electricity", req.body, fingerprints.electricity(req.body), electricityOrder),
  );

  app.post(
    "/cabletv",
    {
      ...keyAuthenticated,
      ...purchaseLane,
      schema: { ...partnerDoc("Pay a TV subscription"), body: v1PaytvBody, response: purchaseResponses },
    },
    (req) => partnerPurchase(req, "cabletv", req.body, fingerprints.cabletv(req.body), paytvOrder),
  );

  app.post(
    "/exam",
    {
      ...keyAuthenticated,
      ...purchaseLane,
      schema: { ...partnerDoc("Buy exam pins"), body: v1ExamBody, response: purchaseResponses },
    },
    (req) => partnerPurchase(req, "exam", req.body, fingerprints.exam(req.body), examOrder),
  );
};
