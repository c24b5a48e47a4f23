import { eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { users } from "../db/schema";
import { requireAuth } from "../http/auth";
import { notFound } from "../http/errors";
import { limitPdfDownload } from "../pdf/download-limits";
import { renderReceiptPdf } from "./receipt-pdf";
import { listUserTransactions, paginate, transactionListQuerySchema } from "./transaction-query";
import { apiTransactionSchema, toApiTransaction } from "./transaction-view";
import { transactionOfUser } from "./transactions-repo";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// A malformed id is answered like someone else's id: 404, nothing to learn.
const idParams = z.object({ id: z.string().max(100) });

const paginationSchema = z.object({
  total: z.number().int(),
  per_page: z.number().int(),
  current_page: z.number().int(),
  last_page: z.number().int(),
  next_page_url: z.string().nullable(),
  prev_page_url: z.string().nullable(),
});
const errorSchema = z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())).optional() });

/** Routes of the wallet domain, mounted under /api: the customer's history and receipts. */
export const walletRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/transactions",
    {
      preHandler: requireAuth,
      schema: {
        tags: ["wallet"],
        summary: "The customer's transaction history, newest first",
        security: [{ bearer: [] }],
        querystring: transactionListQuerySchema,
        response: {
          200: z.object({
            status: z.literal("success"),
            transactions: z.array(apiTransactionSchema),
            pagination: paginationSchema,
          }),
          401: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (req) => {
      const q = req.query;
      const { rows, total } = await listUserTransactions(app.ctx.db, req.auth!.userId, q);
      return {
        status: "success" as const,
        transactions: rows.map(toApiTransaction),
        pagination: paginate("/api/transactions", q, total),
      };
    },
  );

  r.get(
    "/transactions/:id",
    {
      preHandler: requireAuth,
      schema: {
        tags: ["wallet"],
        summary: "One of the customer's transactions",
        security: [{ bearer: [] }],
        params: idParams,
        response: {
          200: z.object({ status: z.literal("success"), transaction: apiTransactionSchema }),
          401: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (req) => {
      const row = UUID.test(req.params.id)
        ? await transactionOfUser(app.ctx.db, req.auth!.userId, req.params.id)
        : null;
      if (!row) throw notFound("Transaction not found.");
      return { status: "success" as const, transaction: toApiTransaction(row) };
    },
  );

  r.get(
    "/transactions/:id/receipt",
    {
      preHandler: requireAuth,
      schema: {
        tags: ["wallet"],
        summary: "The transaction's receipt as a PDF",
        security: [{ bearer: [] }],
        params: idParams,
        produces: ["application/pdf"],
      },
    },
    async (req, reply) => {
      const userId = req.auth!.userId;
      await limitPdfDownload(app.ctx, "receipt", userId);
      const row = UUID.test(req.params.id) ? await transactionOfUser(app.ctx.db, userId, req.params.id) : null;
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
