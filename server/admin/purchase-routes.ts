import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminPendingPurchasesResponse,
  adminPurchaseActionResponse,
  sandboxFailedPurchaseResponse,
} from "../../lib/contracts/admin-transactions";
import { AppError } from "../http/errors";
import { answer, errorResponses, idParams, secured, uuidOr404 } from "../http/route-kit";
import { InsufficientFundsError } from "../wallet/ledger";
import { actorOf } from "./audit-log";
import { listPendingPurchases, pendingPurchasesQuery } from "./pending-purchases";
import { refundPurchase, requeryPurchase } from "./purchase-actions";
import { createUnrefundedFailedPurchase, failedPurchaseFixtureBody } from "./sandbox-fixtures";
import { transactionDetail } from "./transaction-detail";

/** Purchases that need an operator: the pending list, Requery and Refund, and (sandbox) a failed purchase to try them on. */
export const purchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // The action's purchase exists (the action found it), so its detail does too.
  const detailOf = async (id: string) => (await transactionDetail(ctx.db, id))!;

  app.get(
    "/admin/pending-purchases",
    {
      schema: {
        ...secured(
          "admin",
          "Purchases waiting for the provider's final answer, oldest first, with their re-query state",
        ),
        querystring: pendingPurchasesQuery,
        response: { 200: adminPendingPurchasesResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (req) =>
      answer(adminPendingPurchasesResponse, { status: "success", ...(await listPendingPurchases(ctx.db, req.query)) }),
  );

  app.post(
    "/admin/transactions/:id/requery",
    {
      schema: {
        ...secured(
          "admin",
          "Ask the provider now for a pending purchase's outcome and apply it (audited; a second press changes nothing)",
        ),
        params: idParams,
        response: { 200: adminPurchaseActionResponse, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (req) => {
      const id = uuidOr404(req.params.id, "Purchase");
      const r = await requeryPurchase(ctx, await actorOf(ctx.db, req.auth!.userId), id);
      return answer(adminPurchaseActionResponse, { status: "success", ...r, transaction: await detailOf(id) });
    },
  );

  app.post(
    "/admin/transactions/:id/refund",
    {
      schema: {
        ...secured(
          "admin",
          "Refund a failed purchase that was not refunded (journal refund:<id>; audited; never for pending purchases; once only)",
        ),
        params: idParams,
        response: { 200: adminPurchaseActionResponse, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (req) => {
      const id = uuidOr404(req.params.id, "Purchase");
      const r = await refundPurchase(ctx, await actorOf(ctx.db, req.auth!.userId), id);
      return answer(adminPurchaseActionResponse, { status: "success", ...r, transaction: await detailOf(id) });
    },
  );

  if (!ctx.config.sandbox) return;
  app.post(
    "/admin/sandbox/failed-purchase",
    {
      schema: {
        ...secured("admin", "Sandbox only: a failed purchase whose money was not refunded (to try the Refund action)"),
        body: failedPurchaseFixtureBody,
        response: { 201: sandboxFailedPurchaseResponse, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (req, reply) => {
      try {
        const r = await createUnrefundedFailedPurchase(ctx.db, req.body, ctx.now());
        return reply.code(201).send(answer(sandboxFailedPurchaseResponse, { status: "success", ...r }));
      } catch (err) {
        if (err instanceof InsufficientFundsError)
          throw new AppError(400, "The customer's wallet balance is too low for this amount.");
        throw err;
      }
    },
  );
};
