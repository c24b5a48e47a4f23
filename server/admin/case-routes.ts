import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminCaseActionResponse,
  adminCaseCreditBody,
  adminCaseResponse,
  adminCasesResponse,
  adminCasesSummaryResponse,
  adminCaseUpdateBody,
} from "../../lib/contracts/admin-cases";
import { answer, errorResponses, idParams, secured, uuidOr404 } from "../http/route-kit";
import { actorOf } from "./audit-log";
import {
  caseDetail,
  casesQuery,
  casesSummary,
  creditCase,
  listCases,
  refundCase,
  requeryCase,
  updateCaseByAdmin,
} from "./cases-admin";

/** The cases queue: customers' missing-deposit claims and purchase disputes the product could not settle itself. */
export const caseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const caseId = (id: string) => uuidOr404(id, "Case");
  const detail = async (id: string) => answer(adminCaseResponse, { status: "success", ...(await caseDetail(ctx, id)) });

  app.get(
    "/admin/cases",
    {
      schema: {
        ...secured(
          "admin",
          "The cases queue: claims and disputes (default: open or waiting on the provider, oldest first), with each case's age",
        ),
        querystring: casesQuery,
        response: { 200: adminCasesResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (req) =>
      answer(adminCasesResponse, { status: "success", ...(await listCases(ctx.db, req.query, ctx.now())) }),
  );

  app.get(
    "/admin/cases/summary",
    {
      schema: {
        ...secured("admin", "Dashboard card: how many cases are open and how old the oldest is"),
        response: { 200: adminCasesSummaryResponse, ...errorResponses(401, 403) },
      },
    },
    async () => answer(adminCasesSummaryResponse, { status: "success", ...(await casesSummary(ctx.db, ctx.now())) }),
  );

  app.get(
    "/admin/cases/:id",
    {
      schema: {
        ...secured("admin", "One case, with its notes, reply and the transaction it is about"),
        params: idParams,
        response: { 200: adminCaseResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => detail(caseId(req.params.id)),
  );

  app.post(
    "/admin/cases/:id",
    {
      schema: {
        ...secured(
          "admin",
          "Set a case's status, notes (admins only) or reply (the customer sees it and is emailed it); audited",
        ),
        params: idParams,
        body: adminCaseUpdateBody,
        response: { 200: adminCaseActionResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      const id = caseId(req.params.id);
      const message = await updateCaseByAdmin(ctx, await actorOf(ctx.db, req.auth!.userId), id, req.body, req.log);
      return answer(adminCaseActionResponse, { ...(await detail(id)), message });
    },
  );

  app.post(
    "/admin/cases/:id/requery",
    {
      schema: {
        ...secured("admin", "Dispute: the purchase's audited Requery; a final answer resolves the case"),
        params: idParams,
        response: { 200: adminCaseActionResponse, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (req) => {
      const id = caseId(req.params.id);
      const message = await requeryCase(ctx, await actorOf(ctx.db, req.auth!.userId), id);
      return answer(adminCaseActionResponse, { ...(await detail(id)), message });
    },
  );

  app.post(
    "/admin/cases/:id/refund",
    {
      schema: {
        ...secured(
          "admin",
          "Dispute: the purchase's audited Refund (a failed purchase not refunded; once); resolves the case",
        ),
        params: idParams,
        response: { 200: adminCaseActionResponse, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (req) => {
      const id = caseId(req.params.id);
      const message = await refundCase(ctx, await actorOf(ctx.db, req.auth!.userId), id);
      return answer(adminCaseActionResponse, { ...(await detail(id)), message });
    },
  );

  app.post(
    "/admin/cases/:id/credit",
    {
      schema: {
        ...secured(
          "admin",
          "Claim: credit the Monnify transfer named by its transaction reference, through the webhook's confirm-and-credit path (PAID, this customer's account, Monnify's amount, once); audited",
        ),
        params: idParams,
        body: adminCaseCreditBody,
        response: { 200: adminCaseActionResponse, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (req) => {
      const id = caseId(req.params.id);
      const message = await creditCase(
        ctx,
        await actorOf(ctx.db, req.auth!.userId),
        id,
        req.body.transaction_reference,
      );
      return answer(adminCaseActionResponse, { ...(await detail(id)), message });
    },
  );
};
