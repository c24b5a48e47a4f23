import { eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { isUuid } from "../../lib/contracts/common";
import { transactionResponse, transactionsResponse } from "../../lib/contracts/wallet";
import { users } from "../db/schema";
import { notFound } from "../http/errors";
import { errorResponses, idParams, paginate, secured, signedIn } from "../http/route-kit";
import { limitPdfDownload } from "../pdf/download-limits";
import { renderReceiptPdf } from "./receipt-pdf";
import { listUserTransactions, transactionListQuerySchema } from "./transaction-query";
import { toApiTransaction } from "./transaction-view";
import { transactionOfUser } from "./transactions-repo";

/** Routes of the wallet domain, mounted under /api: the customer's history and receipts. */
export const walletRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/transactions",
    {
      ...signedIn,
      schema: {
        ...secured("wallet", "The customer's transaction history, newest first"),
        querystring: transactionListQuerySchema,
        response: { 200: transactionsResponse, ...errorResponses(401, 422) },
      },
    },
    async (req) => {
      const q = req.query;
      const { rows, total } = await listUserTransactions(app.ctx.db, req.auth!.userId, q);
      const { service, status, type, from, to, search } = q;
      return {
        status: "success" as const,
        transactions: rows.map(toApiTransaction),
        pagination: paginate("/api/transactions", q, total, { service, status, type, from, to, search }),
      };
    },
  );

  r.get(
    "/transactions/:id",
    {
      ...signedIn,
      schema: {
        ...secured("wallet", "One of the customer's transactions"),
        params: idParams,
        response: { 200: transactionResponse, ...errorResponses(401, 404) },
      },
    },
    async (req) => {
      // A malformed id is answered like someone else's id: 404, nothing to learn.
      const row = isUuid(req.params.id) ? await transactionOfUser(app.ctx.db, req.auth!.userId, req.params.id) : null;
      if (!row) throw notFound("Transaction not found.");
      return { status: "success" as const, transaction: toApiTransaction(row) };
    },
  );

  r.get(
    "/transactions/:id/receipt",
    {
      ...signedIn,
      schema: {
        ...secured("wallet", "The transaction's receipt as a PDF"),
        params: idParams,
        produces: ["application/pdf"],
      },
    },
    async (req, reply) => {
      const userId = req.auth!.userId;
      await limitPdfDownload(app.ctx, "receipt", userId);
      const row = isUuid(req.params.id) ? await transactionOfUser(app.ctx.db, userId, req.params.id) : null;
      if (!row) throw notFound("Transaction not found.");
      const [customer] = await app.ctx.db
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      const pdf = await renderReceiptPdf({
        transaction: row,
        customer: customer ?? { name: "", email: "" },
        supportEmail: app.ctx.config.SUPPORT_EMAIL,
        generatedAt: app.ctx.now(),
      });
      const safeRef = row.reference.replace(/[^A-Za-z0-9._-]/g, "_");
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="receipt_${safeRef}.pdf"`)
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );
};
