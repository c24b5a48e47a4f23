import { and, eq } from "drizzle-orm";
import { webhookEvents, type WebhookOutcome } from "../db/schema";
import type { AppContext } from "../http/context";

export type WebhookEvent = typeof webhookEvents.$inferSelect;

export interface NewWebhookEvent {
  provider: string;
  rawBody: string;
  bodyBytes?: number | null;
  bodySha256?: string | null;
  senderAddress?: string | null;
  signatureValid: boolean;
  eventType?: string | null;
  transactionReference?: string | null;
  paymentReference?: string | null;
  amountKobo?: number | null;
  outcome?: WebhookOutcome | null;
  reason?: string | null;
}

/** PostgreSQL text cannot hold NUL; a hostile body keeps every other byte, NUL shown as \u0000. */
const pgText = (s: string) => s.replace(/\u0000/g, "\\u0000");

/** Stores a delivery as received, before anything is decided about it. */
export async function storeWebhookEvent(ctx: AppContext, e: NewWebhookEvent): Promise<string> {
  const [row] = await ctx.db
    .insert(webhookEvents)
    .values({
      provider: e.provider,
      rawBody: pgText(e.rawBody),
      bodyBytes: e.bodyBytes ?? null,
      bodySha256: e.bodySha256 ?? null,
      senderAddress: e.senderAddress ? e.senderAddress.slice(0, 100) : null,
      signatureValid: e.signatureValid,
      eventType: e.eventType ? pgText(e.eventType).slice(0, 100) : null,
      transactionReference: e.transactionReference ? pgText(e.transactionReference).slice(0, 200) : null,
      paymentReference: e.paymentReference ? pgText(e.paymentReference).slice(0, 200) : null,
      amountKobo: e.amountKobo ?? null,
      outcome: e.outcome ?? null,
      reason: e.reason ? pgText(e.reason) : null,
      createdAt: ctx.now(),
    })
    .returning({ id: webhookEvents.id });
  return row.id;
}

export async function settleWebhookEvent(
  ctx: AppContext,
  id: string,
  r: { outcome: WebhookOutcome | null; reason?: string | null; userId?: string | null; amountKobo?: number | null },
): Promise<void> {
  await ctx.db
    .update(webhookEvents)
    .set({
      outcome: r.outcome,
      reason: r.reason?.slice(0, 500) ?? null,
      ...(r.userId !== undefined ? { userId: r.userId } : {}),
      ...(r.amountKobo !== undefined ? { amountKobo: r.amountKobo } : {}),
    })
    .where(eq(webhookEvents.id, id));
}

/** Whether a provider reference has already been credited. */
export async function alreadyCredited(
  ctx: AppContext,
  provider: string,
  transactionReference: string,
): Promise<boolean> {
  const rows = await ctx.db
    .select({ id: webhookEvents.id })
    .from(webhookEvents)
    .where(
      and(
        eq(webhookEvents.provider, provider),
        eq(webhookEvents.transactionReference, transactionReference),
        eq(webhookEvents.outcome, "credited"),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
