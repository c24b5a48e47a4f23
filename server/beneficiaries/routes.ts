import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  BENEFICIARY_MSG,
  beneficiariesResponse,
  beneficiaryRemovedResponse,
  beneficiarySavedResponse,
  editBeneficiarySchema,
  MAX_BENEFICIARIES,
} from "../../lib/contracts/beneficiaries";
import { createBeneficiarySchema } from "../../lib/contracts/beneficiary-requests";
import { answer, errorResponses, idParams, secured, signedIn, uuidOr404 } from "../http/route-kit";
import { beneficiariesOf, beneficiaryView, deleteBeneficiary, editBeneficiary, saveBeneficiary } from "./beneficiaries";

/** The signed-in customer's saved recipients (issue 18), mounted under /api. */
export const beneficiariesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const doc = (summary: string) => secured("beneficiaries", summary);

  app.get(
    "/beneficiaries",
    {
      ...signedIn,
      schema: {
        ...doc("The customer's beneficiaries"),
        description:
          "Saved phones, meters, smartcards and JAMB profiles, the most recently used first. A phone carries the network of its prefix and the network to buy on (the customer's override for a ported number, when there is one).",
        response: { 200: beneficiariesResponse, ...errorResponses(401) },
      },
    },
    async (req) =>
      answer(beneficiariesResponse, { data: (await beneficiariesOf(ctx, req.auth!.userId)).map(beneficiaryView) }),
  );

  app.post(
    "/beneficiaries",
    {
      ...signedIn,
      schema: {
        ...doc("Save a beneficiary"),
        description: `One body per kind (phone, meter, smartcard, jamb). The phone is normalised (+234 801 111 1111 becomes 08011111111) and must be a Nigerian mobile number. Saving a recipient already saved (same kind, provider and number) updates it and answers 200; a new one answers 201. A phone's network is remembered only when it differs from its prefix's. 409 when ${MAX_BENEFICIARIES} are already saved (nothing changes).`,
        body: createBeneficiarySchema,
        response: {
          200: beneficiarySavedResponse,
          201: beneficiarySavedResponse,
          ...errorResponses(401, 409, 422),
        },
      },
    },
    async (req, reply) => {
      const { created, row } = await saveBeneficiary(ctx, req.auth!.userId, req.body);
      reply.code(created ? 201 : 200);
      return answer(beneficiarySavedResponse, {
        message: created ? BENEFICIARY_MSG.saved : BENEFICIARY_MSG.updated,
        data: beneficiaryView(row),
      });
    },
  );

  app.put(
    "/beneficiaries/:id",
    {
      ...signedIn,
      schema: {
        ...doc("Edit a beneficiary"),
        description:
          "A new nickname (empty removes it) and, for a phone, the network to buy on: another than the prefix's is remembered as the override (a ported number), null goes back to the prefix's. 404 for an unknown or another customer's beneficiary.",
        params: idParams,
        body: editBeneficiarySchema,
        response: { 200: beneficiarySavedResponse, ...errorResponses(401, 404, 422) },
      },
    },
    async (req) => {
      const id = uuidOr404(req.params.id, "Beneficiary");
      const row = await editBeneficiary(ctx, req.auth!.userId, id, req.body);
      return answer(beneficiarySavedResponse, { message: BENEFICIARY_MSG.updated, data: beneficiaryView(row) });
    },
  );

  app.delete(
    "/beneficiaries/:id",
    {
      ...signedIn,
      schema: {
        ...doc("Delete a beneficiary"),
        description: "404 for an unknown or another customer's beneficiary.",
        params: idParams,
        response: { 200: beneficiaryRemovedResponse, ...errorResponses(401, 404) },
      },
    },
    async (req) => {
      await deleteBeneficiary(ctx, req.auth!.userId, uuidOr404(req.params.id, "Beneficiary"));
      return answer(beneficiaryRemovedResponse, { message: BENEFICIARY_MSG.removed });
    },
  );
};
