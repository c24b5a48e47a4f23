import type { FastifyPluginAsync } from "fastify";
import { limitBulk } from "./rate-limits";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { isUuid } from "../../lib/contracts/common";
import {
  BULK_MSG,
  bulkBatchesResponse,
  bulkBatchResponse,
  bulkConfirmBody,
  bulkTemplateQuery,
  bulkUploadBody,
} from "../../lib/contracts/bulk";
import type { AppContext } from "../http/context";
import { notFound } from "../http/errors";
import { answer, errorResponses, idParams, secured, signedIn } from "../http/route-kit";
import { batchesOf, batchOf, confirmBatch, countsOf, rowsOf, toBatchView, uploadBatch } from "./batches";
import { bulkTemplate } from "./csv-file";
import { bulkResultCsv } from "./result-csv";

const doc = (summary: string) => secured("bulk", summary);

async function batchAnswer(ctx: AppContext, userId: string, id: string, reused?: boolean) {
  const batch = await batchOf(ctx, userId, id);
  const rows = await rowsOf(ctx, batch.id);
  return answer(bulkBatchResponse, {
    status: "success",
    batch: toBatchView(batch, countsOf(rows)),
    rows,
    ...(reused === undefined ? {} : { reused }),
  });
}

const ownId = (id: string) => {
  if (!isUuid(id)) throw notFound(BULK_MSG.notFound);
  return id;
};

/** Bulk airtime and data purchases from a CSV, mounted under /api. */
export const bulkRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    "/bulk/template.csv",
    {
      ...signedIn,
      schema: {
        ...doc("The CSV template of a service (airtime: phone,network,amount; data: phone,network,plan)"),
        querystring: bulkTemplateQuery,
        produces: ["text/csv"],
        response: { 200: z.string().describe("CSV template"), ...errorResponses(401, 422) },
      },
    },
    async (req, reply) =>
      reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="bulk-${req.query.service}-template.csv"`)
        .send(bulkTemplate(req.query.service)),
  );

  r.get(
    "/bulk",
    {
      ...signedIn,
      schema: {
        ...doc("My bulk batches, newest first (20)"),
        response: { 200: bulkBatchesResponse, ...errorResponses(401) },
      },
    },
    async (req) => {
      const batches = await batchesOf(ctx, req.auth!.userId);
      return answer(bulkBatchesResponse, { status: "success", batches: batches.map((b) => toBatchView(b, {})) });
    },
  );

  r.post(
    "/bulk",
    {
      ...signedIn,
      schema: {
        ...doc(
          "Upload a CSV (base64; UTF-8, at most 200 KB and 1,000 rows; no formula cells) and get its preview: each row checked, the total. Nothing is debited. The same file uploaded again within 24 h answers its earlier batch (reused: true). 60 uploads an hour per customer.",
        ),
        body: bulkUploadBody,
        response: { 200: bulkBatchResponse, ...errorResponses(401, 422, 429, 502) },
      },
    },
    async (req) => {
      const userId = req.auth!.userId;
      await limitBulk(ctx, "upload", userId);
      const { batchId, reused } = await uploadBatch(ctx, userId, {
        service: req.body.service,
        fileName: req.body.file_name,
        bytes: Buffer.from(req.body.content_base64, "base64"),
      });
      return batchAnswer(ctx, userId, batchId, reused);
    },
  );

  r.get(
    "/bulk/:id",
    {
      ...signedIn,
      schema: {
        ...doc("A batch with each row's live status (poll it while rows are queued)"),
        params: idParams,
        response: { 200: bulkBatchResponse, ...errorResponses(401, 404) },
      },
    },
    async (req) => batchAnswer(ctx, req.auth!.userId, ownId(req.params.id)),
  );

  r.post(
    "/bulk/:id/confirm",
    {
      ...signedIn,
      schema: {
        ...doc(
          "Confirm a previewed batch with the transaction PIN (or a passkey approval for request_id BULK_<id> and the total): its valid rows are queued and bought one by one, each with its own request_id BULK_<id>_<line>. Confirming again answers the batch as it stands.",
        ),
        params: idParams,
        body: bulkConfirmBody,
        response: { 200: bulkBatchResponse, ...errorResponses(400, 401, 403, 404, 422, 423) },
      },
    },
    async (req) => {
      const userId = req.auth!.userId;
      const id = ownId(req.params.id);
      await confirmBatch(ctx, userId, id, { pin: req.body.pin, passkey: req.body.passkey }, req.log);
      return batchAnswer(ctx, userId, id);
    },
  );

  r.get(
    "/bulk/:id/result.csv",
    {
      ...signedIn,
      schema: {
        ...doc("The batch's result as CSV: every line with its status, reference and message"),
        params: idParams,
        produces: ["text/csv"],
        response: { 200: z.string().describe("CSV"), ...errorResponses(401, 404) },
      },
    },
    async (req, reply) => {
      const batch = await batchOf(ctx, req.auth!.userId, ownId(req.params.id));
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="bulk-${batch.id.slice(0, 8)}-result.csv"`)
        .header("cache-control", "private, no-store")
        .send(bulkResultCsv(await rowsOf(ctx, batch.id)));
    },
  );
};
