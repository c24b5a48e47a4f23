import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, notFound } from "../http/errors";
import { InsufficientFundsError } from "../wallet/ledger";
import { actorOf, auditEntrySchema, auditLogQuery, listAuditLog } from "./audit-log";
import { customerDetail, customerDetailSchema } from "./customer-detail";
import { paginationSchema } from "./pagination";
import { listPendingPurchases, pendingPurchaseSchema, pendingPurchasesQuery } from "./pending-purchases";
import { providerConfig, providerConfigSchema } from "./provider-config";
import { refundPurchase, requeryPurchase } from "./purchase-actions";
import { denied, errorBody, idParams, security, success, tags, UUID } from "./route-kit";
import { createUnrefundedFailedPurchase, failedPurchaseFixtureBody } from "./sandbox-fixtures";
import { listServiceSwitches, serviceSwitchSchema, serviceSwitchUpdate, setServiceSwitch } from "./service-switches";
import { statsSeries, statsSeriesQuery, statsSeriesSchema } from "./stats-series";
import { transactionDetail, transactionDetailSchema } from "./transaction-detail";
import { transactionsCsv } from "./transactions-export";
import { transactionsExportQuery } from "./transactions-list";

const actionAnswer = z.object({
  status: success,
  message: z.string(),
  changed: z.boolean(),
  transaction: transactionDetailSchema,
});

/** Admin routes beyond the spec's screens. Registered inside adminRoutes (its admin-only hook applies). */
export const adminOperationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const actor = (userId: string) => actorOf(ctx.db, userId);
  const idOr404 = (id: string, what: string) => {
    if (!UUID.test(id)) throw notFound(`${what} not found.`);
    return id;
  };

  app.get(
    "/admin/stats/series",
    {
      schema: {
        tags,
        security,
        summary:
          "Dashboard charts: per Lagos day (default last 30) purchase volume, count and commission; split by service",
        querystring: statsSeriesQuery,
        response: { 200: z.object({ status: success, series: statsSeriesSchema }), 422: errorBody, ...denied },
      },
    },
    async (req) => ({ status: "success" as const, series: await statsSeries(ctx.db, ctx.now(), req.query.days) }),
  );

  app.get(
    "/admin/transactions/export.csv",
    {
      schema: {
        tags,
        security,
        summary: "The transactions matching the list's filters as CSV (streamed, newest first)",
        querystring: transactionsExportQuery,
        produces: ["text/csv"],
        response: {
          200: z.string().describe("CSV: a header line, then one line per transaction."),
          422: errorBody,
          ...denied,
        },
      },
    },
    async (req, reply) => {
      const day = ctx.now().toISOString().slice(0, 10);
      reply
        .header("Content-Type", "text/csv; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="transactions-${day}.csv"`)
        .header("Cache-Control", "no-store");
      // A stream is sent as it is (no serializer); the type says string for the OpenAPI document.
      return reply.send(transactionsCsv(ctx.db, req.query) as unknown as string);
    },
  );

  app.get(
    "/admin/transactions/:id",
    {
      schema: {
        tags,
        security,
        summary:
          "One transaction: customer, provider request and answers, ledger entries, related refund/cashback, audit trail, possible actions",
        params: idParams,
        response: { 200: z.object({ status: success, ...transactionDetailSchema.shape }), 404: errorBody, ...denied },
      },
    },
    async (req) => {
      const detail = await transactionDetail(ctx.db, idOr404(req.params.id, "Transaction"));
      if (!detail) throw notFound("Transaction not found.");
      return { status: "success" as const, ...detail };
    },
  );

  const detailOf = async (id: string) => (await transactionDetail(ctx.db, id))!;

  app.post(
    "/admin/transactions/:id/requery",
    {
      schema: {
        tags,
        security,
        summary:
          "Ask the provider now for a pending purchase's outcome and apply it (audited; a second press changes nothing)",
        params: idParams,
        response: { 200: actionAnswer, 404: errorBody, 409: errorBody, ...denied },
      },
    },
    async (req) => {
      const id = idOr404(req.params.id, "Purchase");
      const r = await requeryPurchase(ctx, await actor(req.auth!.userId), id);
      return { status: "success" as const, ...r, transaction: await detailOf(id) };
    },
  );

  app.post(
    "/admin/transactions/:id/refund",
    {
      schema: {
        tags,
        security,
        summary:
          "Refund a failed purchase that was not refunded (journal refund:<id>; audited; never for pending purchases; once only)",
        params: idParams,
        response: { 200: actionAnswer, 404: errorBody, 409: errorBody, ...denied },
      },
    },
    async (req) => {
      const id = idOr404(req.params.id, "Purchase");
      const r = await refundPurchase(ctx, await actor(req.auth!.userId), id);
      return { status: "success" as const, ...r, transaction: await detailOf(id) };
    },
  );

  app.get(
    "/admin/customers/:id",
    {
      schema: {
        tags,
        security,
        summary: "One customer: profile, KYC, reserved account and totals (history: /admin/transactions?customer_id=)",
        params: idParams,
        response: { 200: z.object({ status: success, ...customerDetailSchema.shape }), 404: errorBody, ...denied },
      },
    },
    async (req) => {
      const detail = await customerDetail(ctx.db, idOr404(req.params.id, "Customer"));
      if (!detail) throw notFound("Customer not found.");
      return { status: "success" as const, ...detail };
    },
  );

  app.get(
    "/admin/pending-purchases",
    {
      schema: {
        tags,
        security,
        summary: "Purchases waiting for the provider's final answer, oldest first, with their re-query state",
        querystring: pendingPurchasesQuery,
        response: {
          200: z.object({ status: success, purchases: z.array(pendingPurchaseSchema), pagination: paginationSchema }),
          422: errorBody,
          ...denied,
        },
      },
    },
    async (req) => ({ status: "success" as const, ...(await listPendingPurchases(ctx.db, req.query)) }),
  );

  app.get(
    "/admin/settings/services",
    {
      schema: {
        tags,
        security,
        summary: "Whether each purchase service is on",
        response: { 200: z.object({ status: success, services: z.array(serviceSwitchSchema) }), ...denied },
      },
    },
    async () => ({ status: "success" as const, services: await listServiceSwitches(ctx.db) }),
  );

  app.put(
    "/admin/settings/services",
    {
      schema: {
        tags,
        security,
        summary:
          "Switch a purchase service on or off (an off service refuses new purchases with a clear message; audited)",
        body: serviceSwitchUpdate,
        response: {
          200: z.object({ status: success, message: z.string(), services: z.array(serviceSwitchSchema) }),
          422: errorBody,
          ...denied,
        },
      },
    },
    async (req) => {
      await setServiceSwitch(ctx.db, await actor(req.auth!.userId), req.body, ctx.now());
      const services = await listServiceSwitches(ctx.db);
      const label = services.find((s) => s.service === req.body.service)?.label ?? req.body.service;
      return {
        status: "success" as const,
        message: `${label} purchases switched ${req.body.enabled ? "on" : "off"}.`,
        services,
      };
    },
  );

  app.get(
    "/admin/settings/providers",
    {
      schema: {
        tags,
        security,
        summary:
          "Read-only provider configuration: sandbox or live, base URLs, whether each key is set (never the secrets)",
        response: { 200: z.object({ status: success, config: providerConfigSchema }), ...denied },
      },
    },
    async () => ({ status: "success" as const, config: providerConfig(ctx.config, ctx.dbKind) }),
  );

  app.get(
    "/admin/audit-log",
    {
      schema: {
        tags,
        security,
        summary: "Every admin action (who, what, when, before and after), newest first",
        querystring: auditLogQuery,
        response: {
          200: z.object({ status: success, entries: z.array(auditEntrySchema), pagination: paginationSchema }),
          422: errorBody,
          ...denied,
        },
      },
    },
    async (req) => ({ status: "success" as const, ...(await listAuditLog(ctx.db, req.query)) }),
  );

  if (ctx.config.sandbox) {
    app.post(
      "/admin/sandbox/failed-purchase",
      {
        schema: {
          tags,
          security,
          summary: "Sandbox only: a failed purchase whose money was not refunded (to try the Refund action)",
          body: failedPurchaseFixtureBody,
          response: {
            201: z.object({ status: success, id: z.string(), reference: z.string() }),
            400: errorBody,
            404: errorBody,
            422: errorBody,
            ...denied,
          },
        },
      },
      async (req, reply) => {
        try {
          const r = await createUnrefundedFailedPurchase(ctx.db, req.body, ctx.now());
          return reply.code(201).send({ status: "success" as const, ...r });
        } catch (err) {
          if (err instanceof InsufficientFundsError)
            throw new AppError(400, "The customer's wallet balance is too low for this amount.");
          throw err;
        }
      },
    );
  }
};
