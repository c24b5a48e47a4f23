import { desc, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { outboxResponse } from "../../lib/contracts/sandbox";
import { mailOutbox } from "../db/schema";

const outboxQuery = z.object({
  email: z
    .string()
    .trim()
    .max(254)
    .transform((v) => v.toLowerCase())
    .optional()
    .describe("Only mail sent to this address"),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** Routes of the sandbox domain, mounted under /api only when APP_ENV=sandbox. */
export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    "/sandbox/outbox",
    {
      schema: {
        tags: ["sandbox"],
        summary: "Mail the sandbox would have sent, newest first (sandbox mode only)",
        querystring: outboxQuery,
        response: { 200: outboxResponse },
      },
    },
    async (req) => {
      const { email, limit } = req.query;
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(email ? eq(sql`lower(${mailOutbox.to})`, email) : undefined)
        .orderBy(desc(mailOutbox.createdAt))
        .limit(limit);
      return {
        messages: rows.map((r) => ({
          id: r.id,
          to: r.to,
          subject: r.subject,
          text: r.text,
          attachments: (r.attachments ?? []).map((a) => ({
            filename: a.filename,
            content_type: a.contentType,
            size: a.size,
          })),
          created_at: r.createdAt.toISOString(),
        })),
      };
    },
  );
};
