import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { STATEMENT_MESSAGES, statementQuery, type StatementQuery } from "../../lib/contracts/statements";
import type { AppContext } from "../http/context";
import { validationFailed } from "../http/errors";
import { errorResponses, secured, signedIn } from "../http/route-kit";
import { limitPdfDownload } from "../pdf/download-limits";
import { lagosDayWindow } from "../wallet/lagos-day";
import { openReadSnapshot } from "./read-snapshot";
import { readStatement, type Statement } from "./statement-reader";
import { statementCsv } from "./statement-csv";
import { statementPdf } from "./statement-pdf";
import { statementEmailPreferenceRoutes } from "./email-preference-routes";

/** Reads the statement in a snapshot that the caller's stream gives back when it is done. */
async function openStatement(
  ctx: AppContext,
  userId: string,
  q: StatementQuery,
): Promise<{ statement: Statement; release: () => Promise<void> }> {
  if (q.to > lagosDayWindow(ctx.now()).day) throw validationFailed({ to: [STATEMENT_MESSAGES.future] });
  await limitPdfDownload(ctx, "statement", userId);
  const snapshot = await openReadSnapshot(ctx.db);
  try {
    return { statement: await readStatement(snapshot.tx, userId, q), release: snapshot.release };
  } catch (err) {
    await snapshot.release();
    throw err;
  }
}

const fileHeaders = (reply: FastifyReply, type: string, q: StatementQuery, ext: string) =>
  reply
    .header("content-type", type)
    .header("content-disposition", `attachment; filename="statement_${q.from}_${q.to}.${ext}"`)
    .header("cache-control", "private, no-store");

/**
 * The customer's account statement for a range of Lagos days, as CSV or PDF, streamed as the
 * ledger is read (GET /api/statements/statement.csv|pdf?from=YYYY-MM-DD&to=YYYY-MM-DD).
 */
export const statementRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  await app.register(statementEmailPreferenceRoutes);

  r.get(
    "/statements/statement.csv",
    {
      ...signedIn,
      schema: {
        ...secured("statements", "The wallet's statement for a range of Lagos days as CSV (streamed)"),
        querystring: statementQuery,
        produces: ["text/csv"],
        response: {
          200: z
            .string()
            .describe(
              "CSV: a header row, the opening balance, one row per ledger movement, the closing balance, totals per kind.",
            ),
          ...errorResponses(401, 422, 429),
        },
      },
    },
    async (req, reply) => {
      const { statement, release } = await openStatement(app.ctx, req.auth!.userId, req.query);
      fileHeaders(reply, "text/csv; charset=utf-8", req.query, "csv");
      // A stream is sent as it is (no serializer); the type says string for the OpenAPI document.
      return reply.send(statementCsv(statement, release) as unknown as string);
    },
  );

  r.get(
    "/statements/statement.pdf",
    {
      ...signedIn,
      schema: {
        ...secured("statements", "The wallet's statement for a range of Lagos days as a PDF (streamed)"),
        querystring: statementQuery,
        produces: ["application/pdf"],
        response: { 200: z.string().describe("The statement as an A4 PDF."), ...errorResponses(401, 422, 429) },
      },
    },
    async (req, reply) => {
      const { statement, release } = await openStatement(app.ctx, req.auth!.userId, req.query);
      fileHeaders(reply, "application/pdf", req.query, "pdf");
      return reply.send(
        statementPdf({
          statement,
          supportEmail: app.ctx.config.SUPPORT_EMAIL,
          generatedAt: app.ctx.now(),
          onRelease: release,
        }) as unknown as string,
      );
    },
  );
};
