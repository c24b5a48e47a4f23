import { z } from "zod";
import { paginationResponse, successStatus } from "./common";

/** The customer's signed webhooks (issue 20): one URL per mode, deliveries with their attempts. */

export const WEBHOOK_EVENT_TYPES = [
  "purchase.delivered",
  "purchase.failed",
  "purchase.refunded",
  "purchase.reversed",
  "wallet.funded",
  "invoice.paid",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The headers of every delivery (the sender, server/partner-webhooks/signing.ts, and the docs). */
export const WEBHOOK_HEADERS = {
  signature: "X-NairaWallet-Signature",
  eventId: "X-NairaWallet-Event-Id",
  eventType: "X-NairaWallet-Event-Type",
} as const;

export const webhookModeField = z.enum(["live", "test"], { error: "Mode must be live or test." });

/** An invoice.paid event's invoice (amounts as the rest of the event states them: naira, and kobo beside). */
export const webhookInvoiceData = z
  .object({
    reference: z
      .string()
      .describe("The invoice's reference (its number, as on the invoice, its PDF and its checkout)."),
    description: z.string().describe("What the invoice is for, as you wrote it."),
    status: z
      .enum(["PAID", "OVERPAID", "PARTIALLY_PAID"])
      .describe(
        "The invoice after this payment: PAID in full, OVERPAID, or PARTIALLY_PAID (more payments may follow).",
      ),
    amount_paid: z.number().describe("Naira paid by this payment (credited to your wallet): data.amount."),
    amount_paid_kobo: z.number().int().describe("The same payment in kobo."),
    paid_in_all: z.number().describe("Naira paid for the invoice so far, this payment included."),
    paid_in_all_kobo: z.number().int().describe("The same in kobo."),
    amount_due: z.number().describe("Naira the invoice asked for."),
    amount_due_kobo: z.number().int().describe("The same in kobo."),
    paid_at: z.string().describe("When this payment was credited (ISO 8601)."),
  })
  .describe("The invoice your customer paid.");
export type WebhookInvoiceData = z.infer<typeof webhookInvoiceData>;

/**
 * The body of every webhook delivery: the event and the transaction it reports, as it stands after
 * the event. The sender builds it to this type (server/partner-webhooks/events.ts) and parses what
 * it signs with it (delivery-job.ts); the partner document describes it from it (v1-openapi.ts).
 */
export const webhookEventData = z
  .object({
    transaction_id: z.string().describe("The transaction's id."),
    reference: z
      .string()
      .describe("Our reference, as on the customer's receipt (a funding's or invoice payment's: the bank transfer's)."),
    request_id: z
      .string()
      .nullable()
      .describe("The request_id the purchase was sent with (null for a wallet funding or an invoice payment)."),
    type: z
      .string()
      .describe("The transaction's kind: purchase, funding for wallet.funded, invoice_payment for invoice.paid."),
    service: z
      .string()
      .describe(
        "airtime, data, electricity, cabletv or exam; wallet_funding for a funding; invoice for an invoice payment.",
      ),
    amount: z
      .number()
      .describe("Naira: what the wallet was debited (a purchase) or credited (a funding, an invoice payment)."),
    status: z
      .string()
      .describe(
        "The transaction's status after the event: delivered, failed or reversed for a purchase (a refunded one keeps it, with details.refunded true); successful for a funding or an invoice payment.",
      ),
    details: z
      .record(z.string(), z.unknown())
      .describe("What was bought (phone, plan, meter token, pins...), the level's discount, a failure's reason."),
    created_at: z.string().describe("When the transaction was made (ISO 8601)."),
    invoice: webhookInvoiceData.optional().describe("invoice.paid only: the invoice your customer paid."),
  })
  .describe("The transaction the event is about.");

export const webhookEvent = z
  .object({
    id: z
      .string()
      .describe(
        "The event id, also in the X-NairaWallet-Event-Id header: a retry and a replay carry the same one; dedupe on it.",
      ),
    type: z.enum(WEBHOOK_EVENT_TYPES).describe("What happened."),
    mode: webhookModeField.describe("live, or test for the partner API's test mode (test keys)."),
    created_at: z.string().describe("When the event happened (ISO 8601)."),
    data: webhookEventData,
  })
  .describe(
    "A signed webhook event, POSTed as JSON to the webhook URL of its mode. Fields may be added: ignore the ones you do not know.",
  );
export type WebhookEvent = z.infer<typeof webhookEvent>;

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
  /** The order it is about: the purchase's request_id (null for a funding or an invoice payment). */
  request_id: z.string().nullable(),
  /** An invoice.paid's invoice reference (null for other events). */
  invoice_reference: z.string().nullable(),
  /** The transaction's reference (ours; a funding's or invoice payment's is the bank transfer's). */
  reference: z.string().nullable(),
  status: z.enum(["pending", "delivered", "failed"]),
  attempts: z.number().int(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  /**
   * Pending and not waiting: when it is tried next (one already due shows as now). Null once
   * finished, and while it waits behind an earlier event of the same transaction (waiting_for).
   */
  next_attempt_at: z.string().nullable(),
  /** The earlier, still pending event of the same transaction this one is sent after (events go in order). */
  waiting_for: z.string().nullable(),
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
  /**
   * The event as stored: what is sent (webhookEvent). Not parsed with it here, so a stored event the
   * sender refuses (the attempt says so) can still be shown rather than failing the page.
   */
  payload: z.record(z.string(), z.unknown()),
  attempts: z.array(webhookAttemptView),
});
