import { WEBHOOK_HEADERS, type WebhookEvent, type WebhookEventType } from "../contracts/partner-webhooks";

/**
 * What partners read about signed webhooks, written once for the partner OpenAPI document
 * (server/partner/v1-openapi.ts), the product document's webhook routes, /developers and the
 * Webhooks page. The README's "Signed webhooks" carries the same verification code (a test checks
 * that it is the same and that it verifies a real delivery). The body's fields are described on
 * the schema itself (webhookEvent in lib/contracts/partner-webhooks.ts).
 */

/** What each event means. */
export const WEBHOOK_EVENT_DOCS: Record<WebhookEventType, string> = {
  "purchase.delivered":
    "A purchase was delivered: the airtime, data, token, subscription or pins reached the customer.",
  "purchase.failed": "A purchase failed. Its money comes back: a purchase.refunded follows.",
  "purchase.refunded":
    "A purchase's money went back to the balance: after a failure, after a reversal, or an admin's refund.",
  "purchase.reversed": "The provider reversed a purchase it had delivered. A purchase.refunded follows.",
  "wallet.funded": "Money arrived in the wallet (a bank transfer), or the test balance was topped up in test mode.",
  "invoice.paid":
    "Your customer paid one of your invoices: data.invoice names it (reference, amounts in naira and kobo, paid_at) and data.amount, credited to your wallet, is what this payment brought. Live mode only (invoices have no test mode).",
};

/** What each header of a delivery carries. */
export const WEBHOOK_HEADER_DOCS: [name: string, description: string][] = [
  [
    WEBHOOK_HEADERS.signature,
    "t=<unix seconds>,v1=<hex>: v1 is the HMAC-SHA512 of t, a dot and the raw body (\"<t>.<raw body>\") with the webhook's secret (whsec_…), made at each attempt. Check it over the body's bytes exactly as received, compare in constant time, and refuse a t more than 5 minutes from your clock.",
  ],
  [WEBHOOK_HEADERS.eventId, "The event id (the body's id). A retry and a replay carry the same one: dedupe on it."],
  [WEBHOOK_HEADERS.eventType, "The event type (the body's type)."],
];

/** How deliveries are sent, retried, replayed and ordered. */
export const WEBHOOK_DELIVERY_RULES: string[] = [
  "Each event is a POST of JSON to the webhook URL of its mode (live or test), set on the Webhooks page. In production the URL must be https and reach a public address.",
  "Answer with any 2xx status within 10 seconds to acknowledge it. Any other answer, or none in time, is retried after 30 s, 1 min, 2 min, 4 min… (at most 2 h apart) for 24 hours; then the delivery is marked failed.",
  "Delivery is at least once: an event may arrive twice (a retry after a lost answer). Dedupe on the event id.",
  "A delivered or failed event can be sent again from the Webhooks page (replay): the same event id, 24 hours more of retries.",
  "Events of one transaction arrive in order: a failed purchase sends purchase.failed, then purchase.refunded; a reversal purchase.reversed, then purchase.refunded. The next is sent only once the one before it was delivered or given up.",
];

/** The same rules in one sentence, for the OpenAPI descriptions. */
export const WEBHOOK_SIGNING_SUMMARY =
  ` Each delivery is a POST of the event as JSON (schema WebhookEvent in /v1/openapi.json) with the headers ${WEBHOOK_HEADERS.eventId} (dedupe on it), ` +
  `${WEBHOOK_HEADERS.eventType} and ${WEBHOOK_HEADERS.signature}: t=<unix seconds>,v1=<hex HMAC-SHA512 of \`\${t}.\${raw body}\` ` +
  "with the webhook's secret>. Non-2xx answers and timeouts are retried with exponential back-off for 24 h; events of one transaction go in order.";

/** A delivered data purchase's event, as it is sent. */
export const WEBHOOK_EVENT_EXAMPLE: WebhookEvent = {
  id: "3f1c2a9e-6b7d-4c1e-9a51-2d0e8b7c4f10",
  type: "purchase.delivered",
  mode: "live",
  created_at: "2025-03-14T09:26:53.000Z",
  data: {
    transaction_id: "8d0b7f3a-1c24-4e5b-b6a9-7e2f9c3d5a18",
    reference: "202503141026d41e7a9c0b3f5e2a8c61",
    request_id: "ORDER_1001",
    type: "purchase",
    service: "data",
    amount: 96.5,
    status: "delivered",
    details: {
      phone: "08011111111",
      network: "mtn-data",
      network_name: "MTN",
      plan: "N100 100MB - 24 hrs",
      variation_code: "mtn-10mb-100",
      list_price_kobo: 10000,
      discount_kobo: 350,
      level_code: "api_partner",
      level_name: "API partner",
    },
    created_at: "2025-03-14T09:26:51.000Z",
  },
};

/** An example body of each event type (the partner document's examples). */
export function webhookEventExample(type: WebhookEventType): WebhookEvent {
  const base = WEBHOOK_EVENT_EXAMPLE;
  const data = base.data;
  switch (type) {
    case "purchase.delivered":
      return base;
    case "purchase.failed":
      return {
        ...base,
        type,
        data: { ...data, status: "failed", details: { ...data.details, failure_reason: "TRANSACTION FAILED" } },
      };
    case "purchase.refunded":
      return {
        ...base,
        type,
        data: {
          ...data,
          status: "failed",
          details: { ...data.details, refunded: true, refund_reference: `${data.reference}RF` },
        },
      };
    case "purchase.reversed":
      return { ...base, type, data: { ...data, status: "reversed" } };
    case "wallet.funded":
      return {
        ...base,
        type,
        data: {
          ...data,
          reference: "MNFY|20250314092651|000123",
          request_id: null,
          type: "funding",
          service: "wallet_funding",
          amount: 5000,
          status: "successful",
          details: { channel: "bank_transfer", provider: "monnify" },
        },
      };
    case "invoice.paid":
      return {
        ...base,
        type,
        data: {
          ...data,
          reference: "MNFY|20250314092651|000456",
          request_id: null,
          type: "invoice_payment",
          service: "invoice",
          amount: 25000,
          status: "successful",
          details: { invoice_reference: "INV-3F9A1C2B7D4E6A80", payer: "Bola Ade", payment_status: "PAID" },
          invoice: {
            reference: "INV-3F9A1C2B7D4E6A80",
            description: "Website design, phase 1",
            status: "PAID",
            amount_paid: 25000,
            amount_paid_kobo: 2500000,
            paid_in_all: 25000,
            paid_in_all_kobo: 2500000,
            amount_due: 25000,
            amount_due_kobo: 2500000,
            paid_at: "2025-03-14T09:26:53.000Z",
          },
          created_at: "2025-03-14T09:26:53.000Z",
        },
      };
  }
}

/** Verifying a delivery in Node (JavaScript). */
export const WEBHOOK_VERIFY_JS = `import { createHmac, timingSafeEqual } from "node:crypto";

// rawBody: the request body exactly as received (a string); header: X-NairaWallet-Signature
function verify(secret, header, rawBody) {
  const p = Object.fromEntries(header.split(",").map((kv) => kv.split("=")));
  if (Math.abs(Date.now() / 1000 - Number(p.t)) > 300) return false; // too old: a replay by someone else
  const want = createHmac("sha512", secret).update(\`\${p.t}.\${rawBody}\`).digest();
  const got = Buffer.from(p.v1 ?? "", "hex");
  return got.length === want.length && timingSafeEqual(got, want);
}
// then dedupe on X-NairaWallet-Event-Id and answer 2xx quickly`;

/** Checking one by hand: T is the header's t, BODY the raw body, SECRET the webhook's secret. */
export const WEBHOOK_VERIFY_OPENSSL = `printf '%s.%s' "$T" "$BODY" | openssl dgst -sha512 -hmac "$SECRET"`;
