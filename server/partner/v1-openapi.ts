import type { FastifyInstance } from "fastify";
import { webhookEventsOpenApi } from "../partner-webhooks/event-openapi";

/**
 * The partner API's own OpenAPI document (GET /v1/openapi.json): the product document's /v1 paths
 * (every route declares its schema once; @fastify/swagger reads them all), with the key scheme,
 * the signed webhook events (components WebhookEvent and the header parameters, and x-webhooks:
 * event-openapi.ts) and nothing of the dashboard's API.
 */
export function partnerOpenApi(app: FastifyInstance): Record<string, unknown> {
  const full = app.swagger() as {
    paths?: Record<string, unknown>;
    components?: { schemas?: Record<string, unknown> } & Record<string, unknown>;
  };
  const paths = Object.fromEntries(
    Object.entries(full.paths ?? {}).filter(([p]) => p.startsWith("/v1/") && p !== "/v1/openapi.json"),
  );
  const events = webhookEventsOpenApi();
  return {
    openapi: "3.0.3",
    info: {
      title: "Naira Wallet partner API",
      version: "1.0.0",
      description:
        "Buy airtime, data, electricity, TV subscriptions and exam pins from your Naira Wallet balance. " +
        "Authenticate with `Authorization: Bearer nw_live_...` (or `nw_test_...` for test mode: the sandbox " +
        "simulators and a separate test balance). Every failure answers `{ message, errors? }`. Purchases are " +
        "idempotent by `request_id`: the same request_id and body answer the same transaction; another body " +
        "with it answers 409. Signed webhooks: every event is POSTed to your webhook URL as the WebhookEvent " +
        "schema with the WebhookSignature, WebhookEventId and WebhookEventType headers; `x-webhooks` lists the " +
        "events (OpenAPI 3.1's `webhooks`, as an extension of this 3.0 document).",
    },
    servers: [{ url: "/" }],
    tags: [
      { name: "partner", description: "Calls you make with an API key." },
      { name: "webhooks", description: "Events we POST to your webhook URL, signed with its secret." },
    ],
    components: {
      ...(full.components ?? {}),
      schemas: { ...(full.components?.schemas ?? {}), ...events.schemas },
      parameters: events.parameters,
      securitySchemes: { partnerKey: { type: "http", scheme: "bearer", description: "nw_live_... or nw_test_..." } },
    },
    paths,
    "x-webhooks": events.webhooks,
  };
}
