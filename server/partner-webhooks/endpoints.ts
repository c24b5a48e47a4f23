import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import { webhookAttempts, webhookDeliveries, webhookEndpoints, type WebhookMode } from "../db/schema";
import type { AppContext } from "../http/context";
import { conflict, notFound, validationFailed } from "../http/errors";
import { encryptField } from "../merchant/field-encryption";
import {
  WEBHOOK_MSG,
  type WebhookDeliveryView,
  type WebhookEndpointView,
  type WebhookEventType,
} from "../../lib/contracts/partner-webhooks";
import { earlierPending } from "./delivery-job";
import { RETRY_WINDOW_MS } from "./events";
import { newSigningSecret } from "./signing";
import { addressProblem, urlShapeProblem } from "./url-safety";

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export const toEndpointView = (e: EndpointRow): WebhookEndpointView => ({
  mode: e.mode,
  url: e.url,
  created_at: e.createdAt.toISOString(),
  updated_at: e.updatedAt.toISOString(),
});

/** A string field of the stored event's data (null when absent or not a string). */
const dataText = (d: DeliveryRow, pick: (data: Record<string, unknown>) => unknown): string | null => {
  const data = d.payload.data as Record<string, unknown> | undefined;
  const v = data && typeof data === "object" ? pick(data) : null;
  return typeof v === "string" ? v : null;
};

/** The earlier pending event this one waits for (the first of them), or null: its next attempt means nothing meanwhile. */
const waitingFor = sql<string | null>`(${earlierPending(webhookDeliveries)} ORDER BY e.seq LIMIT 1)`;

/** A delivery as the dashboard shows it, `now` making a due one's next attempt "now" rather than a past time. */
export const toDeliveryView = (d: DeliveryRow, url: string, waiting: string | null, now: Date): WebhookDeliveryView => {
  const pending = d.status === "pending";
  return {
    id: d.id,
    mode: (d.payload.mode as WebhookMode) ?? "live",
    event_type: d.eventType as WebhookEventType,
    url,
    request_id: dataText(d, (data) => data.request_id),
    invoice_reference: dataText(d, (data) => (data.invoice as { reference?: unknown } | undefined)?.reference),
    reference: dataText(d, (data) => data.reference),
    status: d.status,
    attempts: d.attempts,
    last_status_code: d.lastStatusCode,
    last_error: d.lastError,
    last_attempt_at: d.lastAttemptAt?.toISOString() ?? null,
    next_attempt_at:
      pending && !waiting ? new Date(Math.max(d.nextAttemptAt.getTime(), now.getTime())).toISOString() : null,
    waiting_for: pending ? waiting : null,
    delivered_at: d.deliveredAt?.toISOString() ?? null,
    created_at: d.createdAt.toISOString(),
  };
};

/** The URL's rules (url-safety.ts) as a 422 on the url field. */
async function assertSafeUrl(ctx: AppContext, url: string): Promise<void> {
  const problem = urlShapeProblem(url, ctx.config.sandbox) ?? (await addressProblem(url, ctx.config.sandbox));
  if (problem) throw validationFailed({ url: [problem] });
}

export async function endpointsOf(ctx: AppContext, userId: string): Promise<EndpointRow[]> {
  return ctx.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(webhookEndpoints.mode);
}

/**
 * Sets the mode's URL. The first save makes the signing secret and answers it (once); a later
 * save changes only the URL (the secret stays until rotated).
 */
export async function saveEndpoint(
  ctx: AppContext,
  userId: string,
  mode: WebhookMode,
  url: string,
): Promise<{ endpoint: EndpointRow; secret: string | null }> {
  await assertSafeUrl(ctx, url);
  const now = ctx.now();
  const secret = newSigningSecret();
  const [created] = await ctx.db
    .insert(webhookEndpoints)
    .values({
      userId,
      mode,
      url,
      secretEncrypted: encryptField(secret, ctx.config.DATA_ENCRYPTION_KEY),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return { endpoint: created, secret };
  const [updated] = await ctx.db
    .update(webhookEndpoints)
    .set({ url, updatedAt: now })
    .where(and(eq(webhookEndpoints.userId, userId), eq(webhookEndpoints.mode, mode)))
    .returning();
  if (!updated) throw notFound(WEBHOOK_MSG.notFound);
  return { endpoint: updated, secret: null };
}

/** A new signing secret for the mode's webhook, answered once; the old one stops signing at once. */
export async function rotateSecret(
  ctx: AppContext,
  userId: string,
  mode: WebhookMode,
): Promise<{ endpoint: EndpointRow; secret: string }> {
  const secret = newSigningSecret();
  const [row] = await ctx.db
    .update(webhookEndpoints)
    .set({ secretEncrypted: encryptField(secret, ctx.config.DATA_ENCRYPTION_KEY), updatedAt: ctx.now() })
    .where(and(eq(webhookEndpoints.userId, userId), eq(webhookEndpoints.mode, mode)))
    .returning();
  if (!row) throw notFound(WEBHOOK_MSG.notFound);
  return { endpoint: row, secret };
}

/** Removes the mode's webhook and its undelivered events. */
export async function deleteEndpoint(ctx: AppContext, userId: string, mode: WebhookMode): Promise<void> {
  const gone = await ctx.db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.userId, userId), eq(webhookEndpoints.mode, mode)))
    .returning({ id: webhookEndpoints.id });
  if (!gone.length) throw notFound(WEBHOOK_MSG.notFound);
}

export async function deliveriesOf(ctx: AppContext, userId: string, page: { page: number; per_page: number }) {
  const where = eq(webhookDeliveries.userId, userId);
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({ d: webhookDeliveries, url: webhookEndpoints.url, waiting: waitingFor })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(where)
      .orderBy(desc(webhookDeliveries.seq))
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    ctx.db.select({ total: count() }).from(webhookDeliveries).where(where),
  ]);
  const now = ctx.now();
  return { rows: rows.map((r) => toDeliveryView(r.d, r.url, r.waiting, now)), total };
}

/** One of the customer's deliveries with its attempts; someone else's answers 404 like a missing one. */
export async function deliveryOf(ctx: AppContext, userId: string, id: string) {
  const [hit] = await ctx.db
    .select({ d: webhookDeliveries, url: webhookEndpoints.url, waiting: waitingFor })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.userId, userId)));
  if (!hit) throw notFound(WEBHOOK_MSG.deliveryNotFound);
  const attempts = await ctx.db
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, id))
    .orderBy(desc(webhookAttempts.at));
  return {
    delivery: toDeliveryView(hit.d, hit.url, hit.waiting, ctx.now()),
    payload: hit.d.payload,
    attempts: attempts.map((a) => ({
      at: a.at.toISOString(),
      duration_ms: a.durationMs,
      status_code: a.statusCode,
      error: a.error,
      response: a.responseSnippet,
    })),
  };
}

/**
 * Sends a finished delivery again (same event id, so a receiver that dedupes knows it), with a
 * fresh 24 h of retries. One still being retried is refused: it is already on its way.
 */
export async function replayDelivery(ctx: AppContext, userId: string, id: string): Promise<void> {
  const now = ctx.now();
  const [row] = await ctx.db
    .update(webhookDeliveries)
    .set({ status: "pending", nextAttemptAt: now, giveUpAt: new Date(now.getTime() + RETRY_WINDOW_MS) })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.userId, userId),
        // not while pending: an attempt may be in flight
        ne(webhookDeliveries.status, "pending"),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  if (row) return;
  await deliveryOf(ctx, userId, id); // 404 when not the customer's
  throw conflict(WEBHOOK_MSG.stillPending);
}
