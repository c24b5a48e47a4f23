import { z } from "zod";
import { WEBHOOK_EVENT_TYPES, webhookEvent, type WebhookEventType } from "../../lib/contracts/partner-webhooks";
import {
  WEBHOOK_DELIVERY_RULES,
  WEBHOOK_EVENT_DOCS,
  WEBHOOK_HEADER_DOCS,
  webhookEventExample,
} from "../../lib/partner/webhook-docs";

/** The component name of a delivery header: X-NairaWallet-Event-Id is WebhookEventId. */
const parameterName = (header: string) => `Webhook${header.replace(/^X-NairaWallet-/, "").replace(/-/g, "")}`;

/**
 * The webhook events in the partner OpenAPI document. That document is OpenAPI 3.0 (its paths are
 * the product document's, whose schemas fastify-type-provider-zod writes for 3.0), which has no
 * `webhooks` field (3.1): so the event is the component schema WebhookEvent (from the very zod
 * schema the sender parses what it signs with), the three headers are component header
 * parameters, and `x-webhooks` lists one operation per event type in 3.1's `webhooks` shape, so a
 * reader (or a tool that knows the extension) finds the body, the headers and the retry rules.
 */
export function webhookEventsOpenApi() {
  const { $schema: _, ...schema } = z.toJSONSchema(webhookEvent, {
    target: "openapi-3.0",
    // As a reader sees it: no additionalProperties false (fields may be added; ignore the unknown ones).
    io: "input",
  }) as Record<string, unknown>;
  const parameters = Object.fromEntries(
    WEBHOOK_HEADER_DOCS.map(([name, description]) => [
      parameterName(name),
      { name, in: "header", required: true, description, schema: { type: "string" } },
    ]),
  );
  const operation = (type: WebhookEventType) => ({
    post: {
      tags: ["webhooks"],
      summary: `${type}: ${WEBHOOK_EVENT_DOCS[type]}`,
      description: WEBHOOK_DELIVERY_RULES.join("\n\n"),
      parameters: Object.keys(parameters).map((p) => ({ $ref: `#/components/parameters/${p}` })),
      requestBody: {
        required: true,
        content: {
          "application/json": {
            schema: { $ref: "#/components/schemas/WebhookEvent" },
            example: webhookEventExample(type),
          },
        },
      },
      responses: {
        "2XX": { description: "Received: the event is not sent again (unless replayed from the dashboard)." },
        default: { description: "Not received: sent again with exponential back-off for 24 hours." },
      },
    },
  });
  return {
    schemas: { WebhookEvent: schema },
    parameters,
    webhooks: Object.fromEntries(WEBHOOK_EVENT_TYPES.map((type) => [type, operation(type)])),
  };
}
