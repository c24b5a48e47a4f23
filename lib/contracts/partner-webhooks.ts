import { z } from "zod";
import { paginationResponse, successStatus } from "./common";

/** The customer's signed webhooks (issue 20): one URL per mode, deliveries with their attempts. */

export const WEBHOOK_EVENT_TYPES = [
  "purchase.delivered",
  "purchase.failed",
  "purchase.refunded",
  "purchase.reversed",
  "wallet.funded",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const webhookModeField = z.enum(["live", "test"], { error: "Mode must be live or test." });

export const WEBHOOK_MSG = {
  urlRequired: "Enter the webhook URL.",
  notFound: "Webhook not found.",
  deliveryNotFound: "Delivery not found.",
  stillPending: "This delivery is still being retried; replay it once it has succeeded or given up.",
} as const;

export const webhookUrlBody = z.object({
  url: z
    .string({ error: WEBHOOK_MSG.urlRequired })
    .trim()
    .min(1, WEBHOOK_MSG.urlRequired)
    .max(500, "At most 500 characters."),
});
export type WebhookUrlInput = z.input<typeof webhookUrlBody>;

export const webhookModeParams = z.object({ mode: webhookModeField });

/** The delivery list's mode: live events, or the partner API's test mode (kept in its own database). */
export const webhookDeliveriesMode = z.object({ mode: webhookModeField.default("live") });

export const webhookEndpointView = z.object({
  mode: webhookModeField,
  url: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WebhookEndpointView = z.infer<typeof webhookEndpointView>;

export const webhookEndpointsResponse = z.object({
  status: successStatus,
  endpoints: z.array(webhookEndpointView),
});

/** A saved URL; `secret` only when one was just made (first save or rotation): shown once. */
export const webhookSavedResponse = z.object({
  status: successStatus,
  endpoint: webhookEndpointView,
  secret: z.string().nullable(),
});
export type WebhookSavedResponse = z.infer<typeof webhookSavedResponse>;

export const webhookAttemptView = z.object({
  at: z.string(),
  duration_ms: z.number().int(),
  status_code: z.number().int().nullable(),
  error: z.string().nullable(),
  response: z.string().nullable(),
});

export const webhookDeliveryView = z.object({
  id: z.string(),
  mode: webhookModeField,
  event_type: z.enum(WEBHOOK_EVENT_TYPES),
  url: z.string(),
  status: z.enum(["pending", "delivered", "failed"]),
  attempts: z.number().int(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookDeliveryView = z.infer<typeof webhookDeliveryView>;

export const webhookDeliveriesResponse = z.object({
  status: successStatus,
  deliveries: z.array(webhookDeliveryView),
  pagination: paginationResponse,
});

export const webhookDeliveryResponse = z.object({
  status: successStatus,
  delivery: webhookDeliveryView,
  payload: z.record(z.string(), z.unknown()),
  attempts: z.array(webhookAttemptView),
});
