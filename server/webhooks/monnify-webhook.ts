import type { AppContext } from "../http/context";
import { successfulTransactionEventSchema, webhookEnvelopeSchema } from "../providers/monnify/monnify-schemas";
import { verifyMonnifySignature } from "../providers/monnify/monnify-signature";
import { nairaToKobo } from "../../lib/money";
import { monnifyProductHandlers } from "./monnify-product-handlers";
import { digestBody, limitRejectedDelivery, REJECTED_BODY_PREFIX_BYTES } from "./rejected-deliveries";
import { settleWebhookEvent, storeWebhookEvent } from "./webhook-events";

export interface WebhookAnswer {
  status: 200 | 401 | 503;
  body: { message: string };
}

const RECEIVED: WebhookAnswer = { status: 200, body: { message: "Received." } };

/** What can be read from a body without trusting it (for the admin's view of every delivery). */
function peek(json: unknown) {
  const env = json as { eventType?: unknown; eventData?: Record<string, unknown> } | null;
  const data = env && typeof env === "object" ? env.eventData : undefined;
  const str = (v: unknown) => (typeof v === "string" ? v : null);
  return {
    eventType: str(env?.eventType),
    transactionReference: str(data?.transactionReference),
    paymentReference: str(data?.paymentReference),
    amountKobo: nairaToKobo(data?.amountPaid),
  };
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * POST /api/webhooks/monnify: every delivery is stored; only a correctly signed, confirmed
 * SUCCESSFUL_TRANSACTION credits anything, and only once per transactionReference. Signed
 * events answer 200 whatever became of them (so Monnify stops resending), except when the
 * provider could not be asked to confirm: then a 503 makes Monnify deliver it again.
 * A delivery with a bad signature is limited and stored as a digest (rejected-deliveries.ts).
 */
export async function handleMonnifyWebhook(
  ctx: AppContext,
  rawBody: string,
  signature: string | undefined,
  senderAddress: string,
): Promise<WebhookAnswer> {
  const signatureValid = verifyMonnifySignature(rawBody, signature, ctx.config.MONNIFY_SECRET_KEY);
  if (!signatureValid) {
    await limitRejectedDelivery(ctx, "monnify", senderAddress);
    const body = digestBody(rawBody);
    await storeWebhookEvent(ctx, {
      provider: "monnify",
      rawBody: body.prefix,
      bodyBytes: body.bytes,
      bodySha256: body.sha256,
      senderAddress,
      signatureValid,
      // What the admin's log shows is read from the part kept, so a large body is not parsed at all.
      ...peek(body.bytes <= REJECTED_BODY_PREFIX_BYTES ? parseJson(rawBody) : undefined),
      outcome: "rejected_signature",
      reason: signature ? "Signature does not match." : "No monnify-signature header.",
    });
    return { status: 401, body: { message: "Invalid signature." } };
  }

  const json = parseJson(rawBody);
  const seen = peek(json);
  const body = digestBody(rawBody);
  const stored = { rawBody, bodyBytes: body.bytes, bodySha256: body.sha256, senderAddress };

  const envelope = webhookEnvelopeSchema.safeParse(json);
  if (!envelope.success) {
    await storeWebhookEvent(ctx, {
      provider: "monnify",
      ...stored,
      signatureValid,
      ...seen,
      outcome: "invalid",
      reason: "Not a Monnify event.",
    });
    return RECEIVED;
  }
  const eventId = await storeWebhookEvent(ctx, { provider: "monnify", ...stored, signatureValid, ...seen });
  if (envelope.data.eventType !== "SUCCESSFUL_TRANSACTION") {
    await settleWebhookEvent(ctx, eventId, {
      outcome: "ignored",
      reason: `Event type ${envelope.data.eventType} is not handled.`,
    });
    return RECEIVED;
  }
  const event = successfulTransactionEventSchema.safeParse(envelope.data.eventData);
  if (!event.success) {
    const issue = event.error.issues[0];
    await settleWebhookEvent(ctx, eventId, {
      outcome: "invalid",
      reason: `eventData.${issue?.path.join(".")}: ${issue?.message}`,
    });
    return RECEIVED;
  }
  const handler = monnifyProductHandlers[event.data.product.type];
  if (!handler) {
    await settleWebhookEvent(ctx, eventId, {
      outcome: "ignored",
      reason: `Product type ${event.data.product.type} is not handled.`,
    });
    return RECEIVED;
  }
  const result = await handler(ctx, event.data, eventId);
  // A credit marks its own event inside the crediting transaction; everything else is settled here.
  if (result.outcome !== "credited") await settleWebhookEvent(ctx, eventId, result);
  return result.retryLater
    ? { status: 503, body: { message: "Could not confirm the transaction yet. Please retry." } }
    : RECEIVED;
}
