import { z } from "zod";
import { paginationResponse, successStatus } from "./common";

/** What became of a stored provider webhook delivery (the webhook_events.outcome column). */
export const WEBHOOK_OUTCOMES = [
  "credited",
  "duplicate",
  "rejected_signature",
  "unconfirmed",
  "unknown_account",
  "invalid",
  "ignored",
] as const;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];

/** The webhook log's outcome filter: "processing" selects deliveries with no outcome yet (in flight, or processing crashed). */
export const WEBHOOK_OUTCOME_FILTERS = [...WEBHOOK_OUTCOMES, "processing"] as const;

export const adminWebhookEventSchema = z.object({
  id: z.string(),
  provider: z.string(),
  event_type: z.string().nullable(),
  transaction_reference: z.string().nullable(),
  payment_reference: z.string().nullable(),
  signature_valid: z.boolean(),
  /** The body's size as received (a delivery refused for its signature keeps only its first 2 KB). */
  body_bytes: z.number().int().nullable(),
  sender_address: z.string().nullable(),
  outcome: z.string().nullable(),
  reason: z.string().nullable(),
  amount: z.number().nullable(),
  customer_email: z.string().nullable(),
  received_at: z.string(),
});
export type AdminWebhookEvent = z.infer<typeof adminWebhookEventSchema>;

export const webhookCountsSchema = z
  .object({
    received: z.number().int(),
    verified: z.number().int(),
    credited: z.number().int(),
    duplicate: z.number().int(),
    rejected: z.number().int(),
  })
  .describe(
    "Over every stored delivery: received, signature verified, credited, duplicate, rejected (forged signature).",
  );
export type WebhookCounts = z.infer<typeof webhookCountsSchema>;

/** GET /admin/webhook-events: the deliveries, newest first, and the log's summary line. */
export const adminWebhookEventsResponse = z.object({
  status: successStatus,
  events: z.array(adminWebhookEventSchema),
  pagination: paginationResponse,
  counts: webhookCountsSchema,
});
