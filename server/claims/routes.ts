import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  CLAIM_MSG,
  claimResponse,
  claimsResponse,
  depositClaimBody,
  depositClaimResponse,
  disputeResponse,
} from "../../lib/contracts/claims";
import { isUuid } from "../../lib/contracts/common";
import { notFound } from "../http/errors";
import { answer, errorResponses, idParams, secured, signedIn } from "../http/route-kit";
import { caseOfUser, casesOfUser, toCaseView } from "./case-store";
import { fileDepositClaim } from "./deposit-claims";
import { disputePurchase } from "./purchase-disputes";

/** Routes of claims and disputes, mounted under /api: the customer's side of the cases queue. */
export const claimsRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.post(
    "/claims",
    {
      ...signedIn,
      schema: {
        ...secured(
          "claims",
          "I sent money but my wallet was not credited: Monnify's records of the customer's own account are checked at once; a PAID transfer not credited yet is credited once (the webhook's path), otherwise a case opens. 5 claims a day; Monnify is asked at most 20 times in 24 hours.",
        ),
        body: depositClaimBody,
        response: { 200: depositClaimResponse, ...errorResponses(401, 409, 422, 429) },
      },
    },
    async (req) => {
      const { amount, sent_on, reference } = req.body;
      const r = await fileDepositClaim(ctx, req.auth!.userId, { amountKobo: amount, sentOn: sent_on, reference });
      return answer(depositClaimResponse, {
        status: "success",
        result: r.result,
        message: r.message,
        claim: toCaseView(r.row),
      });
    },
  );

  r.get(
    "/claims",
    {
      ...signedIn,
      schema: {
        ...secured("claims", "My claims: the customer's missing-deposit claims and purchase disputes, newest first"),
        response: { 200: claimsResponse, ...errorResponses(401) },
      },
    },
    async (req) =>
      answer(claimsResponse, {
        status: "success",
        claims: (await casesOfUser(ctx.db, req.auth!.userId)).map(toCaseView),
      }),
  );

  r.get(
    "/claims/:id",
    {
      ...signedIn,
      schema: {
        ...secured("claims", "One of the customer's claims or disputes, with the admin's reply"),
        params: idParams,
        response: { 200: claimResponse, ...errorResponses(401, 404) },
      },
    },
    async (req) => {
      const row = isUuid(req.params.id) ? await caseOfUser(ctx.db, req.auth!.userId, req.params.id) : null;
      if (!row) throw notFound(CLAIM_MSG.notFound);
      return answer(claimResponse, { status: "success", claim: toCaseView(row) });
    },
  );

  r.post(
    "/transactions/:id/dispute",
    {
      ...signedIn,
      schema: {
        ...secured(
          "claims",
          "I did not receive it: VTpass is asked at once (20 re-queries an hour per customer); delivered answers the proof, a failure refunds once through the engine, an unknown outcome opens a case",
        ),
        params: idParams,
        response: { 200: disputeResponse, ...errorResponses(401, 404, 409, 429) },
      },
    },
    async (req) => {
      if (!isUuid(req.params.id)) throw notFound("Transaction not found.");
      const r = await disputePurchase(ctx, req.auth!.userId, req.params.id);
      return answer(disputeResponse, {
        status: "success",
        result: r.result,
        message: r.message,
        proof: r.proof,
        claim: r.row ? toCaseView(r.row) : null,
      });
    },
  );
};
