import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { limitWebhookAction } from "./rate-limits";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { isUuid, messageResponse } from "../../lib/contracts/common";
import {
  WEBHOOK_MSG,
  webhookDeliveriesResponse,
  webhookDeliveryResponse,
  webhookEndpointsResponse,
  webhookDeliveriesMode,
  webhookModeParams,
  webhookSavedResponse,
  webhookUrlBody,
} from "../../lib/contracts/partner-webhooks";
import { WEBHOOK_SIGNING_SUMMARY } from "../../lib/partner/webhook-docs";
import type { WebhookMode } from "../db/schema";
import { notFound } from "../http/errors";
import { syncTestWebhook, testModeContext } from "../partner/test-mode-webhook";
import type { AppContext } from "../http/context";
import { AppError } from "../http/errors";
import { answer, errorResponses, idParams, pageQuery, paginate, secured, signedIn } from "../http/route-kit";
import {
  deleteEndpoint,
  deliveriesOf,
  deliveryOf,
  endpointsOf,
  replayDelivery,
  rotateSecret,
  saveEndpoint,
  toEndpointView,
} from "./endpoints";

const doc = (summary: string) => secured("webhooks", summary);

/** The customer's signed webhooks, mounted under /api. */
export const partnerWebhookRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  /**
   * Runs a delivery's lookup or replay on the live database, else (an id not found there) on the
   * test-mode one: the ids are random UUIDs, and each database answers only the customer's own.
   */
  const inEitherMode = async <T>(userId: string, run: (c: AppContext) => Promise<T>): Promise<T> => {
    try {
      return await run(ctx);
    } catch (err) {
      const test = err instanceof AppError && err.status === 404 ? await testModeContext(ctx, userId) : null;
      if (!test) throw err;
      return run(test);
    }
  };
  /** A change to the test webhook reaches its copy in the test-mode database (test-mode-webhook.ts). */
  const followTestMode = async (req: FastifyRequest, mode: WebhookMode) => {
    if (mode !== "test") return;
    try {
      await syncTestWebhook(ctx, req.auth!.userId);
    } catch (err) {
      // The change itself is saved; the next test-key call brings the copy up to date.
      req.log.warn({ err }, "test-mode webhook copy not updated");
    }
  };

  r.get(
    "/webhooks",
    {
      ...signedIn,
      schema: {
        ...doc("My webhook URLs (live and test)"),
        response: { 200: webhookEndpointsResponse, ...errorResponses(401) },
      },
    },
    async (req) =>
      answer(webhookEndpointsResponse, {
        status: "success",
        endpoints: (await endpointsOf(ctx, req.auth!.userId)).map(toEndpointView),
      }),
  );

  r.put(
    "/webhooks/:mode",
    {
      ...signedIn,
      schema: {
        ...doc(
          "Set the webhook URL of a mode. In production it must be https and resolve to a public address. The first save answers the signing secret, once." +
            WEBHOOK_SIGNING_SUMMARY,
        ),
        params: webhookModeParams,
        body: webhookUrlBody,
        response: { 200: webhookSavedResponse, ...errorResponses(401, 422) },
      },
    },
    async (req) => {
      const { endpoint, secret } = await saveEndpoint(ctx, req.auth!.userId, req.params.mode, req.body.url);
      await followTestMode(req, req.params.mode);
      return answer(webhookSavedResponse, { status: "success", endpoint: toEndpointView(endpoint), secret });
    },
  );

  r.post(
    "/webhooks/:mode/secret",
    {
      ...signedIn,
      schema: {
        ...doc("Make a new signing secret for a mode's webhook (answered once; the old one stops signing)"),
        params: webhookModeParams,
        response: { 200: webhookSavedResponse, ...errorResponses(401, 404, 422) },
      },
    },
    async (req) => {
      const { endpoint, secret } = await rotateSecret(ctx, req.auth!.userId, req.params.mode);
      await followTestMode(req, req.params.mode);
      return answer(webhookSavedResponse, { status: "success", endpoint: toEndpointView(endpoint), secret });
    },
  );

  r.delete(
    "/webhooks/:mode",
    {
      ...signedIn,
      schema: {
        ...doc("Remove a mode's webhook (its undelivered events are dropped)"),
        params: webhookModeParams,
        response: { 200: messageResponse, ...errorResponses(401, 404, 422) },
      },
    },
    async (req) => {
      await deleteEndpoint(ctx, req.auth!.userId, req.params.mode);
      await followTestMode(req, req.params.mode);
      return { message: "Webhook removed." };
    },
  );

  r.get(
    "/webhook-deliveries",
    {
      ...signedIn,
      schema: {
        ...doc(
          "My webhook deliveries of a mode (live by default; test: the partner API's test mode), newest first, with their status and last answer",
        ),
        querystring: z.object(pageQuery(20)).extend(webhookDeliveriesMode.shape),
        response: { 200: webhookDeliveriesResponse, ...errorResponses(401, 422) },
      },
    },
    async (req) => {
      const userId = req.auth!.userId;
      const on = req.query.mode === "test" ? await testModeContext(ctx, userId) : ctx;
      const { rows, total } = on ? await deliveriesOf(on, userId, req.query) : { rows: [], total: 0 };
      return answer(webhookDeliveriesResponse, {
        status: "success",
        deliveries: rows,
        pagination: paginate("/api/webhook-deliveries", req.query, total, { mode: req.query.mode }),
      });
    },
  );

  r.get(
    "/webhook-deliveries/:id",
    {
      ...signedIn,
      schema: {
        ...doc("One delivery: the event sent and every attempt (time, status code, first 1 KB of the answer)"),
        params: idParams,
        response: { 200: webhookDeliveryResponse, ...errorResponses(401, 404) },
      },
    },
    async (req) => {
      if (!isUuid(req.params.id)) throw notFound(WEBHOOK_MSG.deliveryNotFound);
      return answer(webhookDeliveryResponse, {
        status: "success",
        ...(await inEitherMode(req.auth!.userId, (c) => deliveryOf(c, req.auth!.userId, req.params.id))),
      });
    },
  );

  r.post(
    "/webhook-deliveries/:id/replay",
    {
      ...signedIn,
      schema: {
        ...doc("Send a delivered or given-up event again (same event id, 24 h of retries); 60 replays an hour"),
        params: idParams,
        response: { 200: messageResponse, ...errorResponses(401, 404, 409, 429) },
      },
    },
    async (req) => {
      await limitWebhookAction(ctx, "replay", req.auth!.userId);
      if (!isUuid(req.params.id)) throw notFound(WEBHOOK_MSG.deliveryNotFound);
      await inEitherMode(req.auth!.userId, (c) => replayDelivery(c, req.auth!.userId, req.params.id));
      return { message: "The event will be sent again." };
    },
  );
};
