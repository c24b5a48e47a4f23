import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requestOptionsResponse } from "../../lib/contracts/passkeys";
import { approvalOptionsSchema } from "../../lib/contracts/passkey-approval";
import { nairaToKobo } from "../../lib/money";
import { answer, errorResponses, secured, signedIn } from "../http/route-kit";
import { approvalOptions } from "./purchase-approval";
import { limitPasskeys } from "./rate-limits";

/** Approving a purchase with a passkey: /api/passkeys/approval-options (verified by the purchase call). */
export const passkeyApprovalRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    "/passkeys/approval-options",
    {
      ...signedIn,
      schema: {
        ...secured("passkeys", "Options to approve a purchase with a passkey"),
        description:
          "WebAuthn request options for the purchase about to be made: the customer's own passkeys, user verification required, and a challenge bound to this customer, this request_id and this amount (naira, as the purchase body carries it) that expires in 5 minutes. The assertion goes with the purchase call instead of the PIN; it approves that purchase only, once. 404 when the customer has no passkey.",
        body: approvalOptionsSchema,
        response: { 200: requestOptionsResponse, ...errorResponses(401, 404, 422, 429) },
      },
    },
    async (req) => {
      await limitPasskeys(ctx, "approvalOptions", req.auth!.userId);
      const amountKobo = nairaToKobo(req.body.amount)!;
      const options = await approvalOptions(ctx, req.auth!.userId, { requestId: req.body.request_id, amountKobo });
      return answer(requestOptionsResponse, { options });
    },
  );
};
