import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminTransactionResponse, adminTransactionsResponse } from "../../lib/contracts/admin-transactions";
import { notFound } from "../http/errors";
import { answer, errorResponses, idParams, secured, uuidOr404 } from "../http/route-kit";
import { transactionDetail } from "./transaction-detail";
import { transactionsCsv, transactionsExportQuery } from "./transactions-export";
import { adminTransactionsQuery, listAdminTransactions } from "./transactions-list";

/** Every customer's transactions: the list, its CSV export and one transaction's detail. */
export const transactionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    "/admin/transactions",
    {
      schema: {
        ...secured("admin", "Every customer's transactions, newest first (8 a page)"),
        querystring: adminTransactionsQuery,
        response: { 200: adminTransactionsResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (req) =>
      answer(adminTransactionsResponse, { status: "success", ...(await listAdminTransactions(ctx.db, req.query)) }),
  );

  app.get(
    "/admin/transactions/export.csv",
    {
      schema: {
        ...secured("admin", "The transactions matching the list's filters as CSV (streamed, newest first)"),
        querystring: transactionsExportQuery,
        produces: ["text/csv"],
        response: {
          200: z.string().describe("CSV: a header line, then one line per transaction."),
          ...errorResponses(401, 403, 422),
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
        ...secured(
          "admin",
          "One transaction: customer, provider request and answers, ledger entries, related refund/cashback, audit trail, possible actions",
        ),
        params: idParams,
        response: { 200: adminTransactionResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      const detail = await transactionDetail(ctx.db, uuidOr404(req.params.id, "Transaction"));
      if (!detail) throw notFound("Transaction not found.");
      return answer(adminTransactionResponse, { status: "success", ...detail });
    },
  );
};
