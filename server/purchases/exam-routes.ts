import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  examTypesResponse,
  examVariationsResponse,
  examVariationsSchema,
  jambProfileResponse,
  jambProfileSchema,
} from "../../lib/contracts/purchases";
import { examPurchaseSchema } from "../../lib/contracts/purchase-requests";
import { EXAM_TYPE_NAMES } from "../../lib/purchases/display-names";
import { servicesOf, variationsOf } from "./catalog";
import { examOrder, fingerprints, resolveExamType, verifyJambProfile } from "./orders";
import {
  purchase,
  purchaseDoc,
  purchaseErrors,
  purchaseResponses,
  signedIn,
  toVariationOption,
} from "./purchase-route";
import { purchaseLane } from "../http/purchase-lane-hook";

/** Exam pins (spec 7.2): the exam types, their variations, the JAMB profile check and the purchase. */
export const examRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    "/exampin/types",
    {
      ...signedIn,
      schema: { ...purchaseDoc("Exam pin types"), response: { 200: examTypesResponse, ...purchaseErrors } },
    },
    async () => {
      const list = await servicesOf(ctx, "education", "Could not load exam types. Please try again later.");
      return {
        status: "success" as const,
        data: {
          exam_types: list.map((s) => ({ serviceID: s.serviceID, name: EXAM_TYPE_NAMES[s.serviceID] ?? s.name })),
        },
      };
    },
  );

  app.post(
    "/exampin/variations",
    {
      ...signedIn,
      schema: {
        ...purchaseDoc("Variations of an exam type"),
        body: examVariationsSchema,
        response: { 200: examVariationsResponse, ...purchaseErrors },
      },
    },
    async (req) => {
      const exam = await resolveExamType(ctx, req.body.serviceID);
      const plans = await variationsOf(ctx, exam.serviceID, "Could not fetch exam variations. Please try again.");
      return { status: "success" as const, plans: plans.map(toVariationOption) };
    },
  );

  app.post(
    "/exampin/verify-jamb-profile",
    {
      ...signedIn,
      schema: {
        ...purchaseDoc("Verify a JAMB profile id"),
        body: jambProfileSchema.extend({ variation_code: z.string().max(50).optional() }),
        response: { 200: jambProfileResponse, ...purchaseErrors },
      },
    },
    async (req) => ({
      status: "success" as const,
      message: "Profile verified.",
      data: { customer_name: await verifyJambProfile(ctx, req.body.profile_id, req.body.variation_code) },
    }),
  );

  app.post(
    "/exampin/purchase",
    {
      ...signedIn,
      ...purchaseLane,
      schema: { ...purchaseDoc("Buy exam pins"), body: examPurchaseSchema, response: purchaseResponses },
    },
    (req) => purchase(ctx, req, "exam", req.body, fingerprints.exam(req.body), (b) => examOrder(ctx, b)),
  );
};
