import { randomUUID } from "node:crypto";
import { and, eq, sql, type SQLWrapper } from "drizzle-orm";
import { webhookAttempts, webhookDeliveries } from "../db/schema";
import type { Log } from "../accounts/logger";
import type { AppContext } from "../http/context";
import type { Job } from "../job";
import { decryptField } from "../merchant/field-encryption";
import { postWebhook, type PostResult } from "./deliver";
import { webhookEvent } from "../../lib/contracts/partner-webhooks";
import { EVENT_ID_HEADER, EVENT_TYPE_HEADER, SIGNATURE_HEADER, signatureHeader } from "./signing";

const BATCH = 20;

/** The error logged for a stored event the documented schema refuses (never sent). */
export const NOT_AN_EVENT = "not sent: the stored event does not match the event schema";
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 2 * 3_600_000;

/** Exponential back-off after the n-th failed attempt: 30 s, 1 min, 2 min, ... at most 2 h. */
export const retryDelayMs = (attempts: number) =>
  Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));

export interface Claimed {
  id: string;
  attempts: number;
  payload: Record<string, unknown>;
  eventType: string;
  giveUpAt: Date;
  url: string;
  secretEncrypted: string;
}

/**
 * The earlier events of the same endpoint and transaction still pending (aliased e), which a
 * delivery is sent after: events of one transaction go in order. The claim skips a delivery that
 * has one; the dashboard shows it waiting for it (endpoints.ts).
 */
export const earlierPending = (d: { endpointId: SQLWrapper; subjectId: SQLWrapper; seq: SQLWrapper }) => sql`
  SELECT e.id FROM webhook_deliveries e
   WHERE e.endpoint_id = ${d.endpointId} AND e.subject_id = ${d.subjectId}
     AND e.seq < ${d.seq} AND e.status = 'pending'`;

/**
 * Claims due deliveries once across instances: FOR UPDATE SKIP LOCKED, then a claim token and a
 * lease (claimed_until) committed before anything is sent. A runner that dies mid-attempt leaves
 * the lease to expire and another runner sends it again (the receiver dedupes on the event id).
 * A delivery waits while an earlier one of the same transaction and endpoint is still pending.
 */
export async function claimDue(ctx: AppContext, token: string): Promise<Claimed[]> {
  const now = ctx.now();
  const until = new Date(now.getTime() + ctx.config.WEBHOOK_TIMEOUT_MS + 60_000);
  const res = await ctx.db.execute(sql`
    UPDATE webhook_deliveries d
       SET claim_token = ${token}, claimed_until = ${until.toISOString()}::timestamptz, attempts = d.attempts + 1
      FROM webhook_endpoints ep
     WHERE ep.id = d.endpoint_id
       AND d.id IN (
         SELECT c.id FROM webhook_deliveries c
          WHERE c.status = 'pending'
            AND c.next_attempt_at <= ${now.toISOString()}::timestamptz
            AND (c.claimed_until IS NULL OR c.claimed_until < ${now.toISOString()}::timestamptz)
            AND NOT EXISTS (${earlierPending({ endpointId: sql`c.endpoint_id`, subjectId: sql`c.subject_id`, seq: sql`c.seq` })})
          ORDER BY c.seq
          LIMIT ${BATCH}
          FOR UPDATE SKIP LOCKED)
    RETURNING d.id, d.attempts, d.payload, d.event_type, d.give_up_at, ep.url, ep.secret_encrypted`);
  const rows = (res as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((r) => ({
    id: String(r.id),
    attempts: Number(r.attempts),
    payload: (typeof r.payload === "string" ? JSON.parse(r.payload) : r.payload) as Record<string, unknown>,
    eventType: String(r.event_type),
    giveUpAt: new Date(r.give_up_at as string),
    url: String(r.url),
    secretEncrypted: String(r.secret_encrypted),
  }));
}

/**
 * Sends one claimed delivery, signed at the moment it is sent. The body is the stored event parsed
 * with the documented schema (lib/contracts/partner-webhooks.ts), so what is signed and sent is
 * exactly what the partner document describes; a stored event that does not match is not sent
 * (the attempt is logged with the reason, and retried until it gives up like any failure).
 */
export async function attempt(ctx: AppContext, d: Claimed): Promise<PostResult> {
  const event = webhookEvent.safeParse(d.payload);
  if (!event.success)
    return {
      statusCode: null,
      snippet: null,
      error: `${NOT_AN_EVENT}: ${event.error.issues[0]?.path.join(".")}`,
      durationMs: 0,
    };
  const body = JSON.stringify(event.data);
  const secret = decryptField(d.secretEncrypted, ctx.config.DATA_ENCRYPTION_KEY);
  const t = Math.floor(ctx.now().getTime() / 1000);
  return postWebhook(
    d.url,
    {
      [SIGNATURE_HEADER]: signatureHeader(secret, t, body),
      [EVENT_ID_HEADER]: d.id,
      [EVENT_TYPE_HEADER]: d.eventType,
      "user-agent": "NairaWallet-Webhooks/1",
    },
    body,
    // Test mode's context always runs as a sandbox; where its webhooks may go is the live server's rule.
    { timeoutMs: ctx.config.WEBHOOK_TIMEOUT_MS, sandbox: (ctx.live ?? ctx).config.sandbox },
  );
}

/** Logs the attempt and moves the delivery on, only while this runner still holds its claim. */
async function record(ctx: AppContext, d: Claimed, token: string, r: PostResult): Promise<void> {
  const now = ctx.now();
  const ok = r.statusCode !== null && r.statusCode >= 200 && r.statusCode < 300;
  const next = new Date(now.getTime() + retryDelayMs(d.attempts));
  const status = ok ? "delivered" : next > d.giveUpAt ? "failed" : "pending";
  await ctx.db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({
      deliveryId: d.id,
      at: now,
      durationMs: r.durationMs,
      statusCode: r.statusCode,
      error: r.error,
      responseSnippet: r.snippet,
    });
    await tx
      .update(webhookDeliveries)
      .set({
        status,
        nextAttemptAt: status === "pending" ? next : now,
        lastStatusCode: r.statusCode,
        // An answer's status code is its own column: the error is only what no code says (a timeout, a refused connection).
        lastError: ok ? null : (r.error ?? (r.statusCode === null ? "no answer" : null)),
        lastAttemptAt: now,
        deliveredAt: ok ? now : null,
        claimToken: null,
        claimedUntil: null,
      })
      .where(and(eq(webhookDeliveries.id, d.id), eq(webhookDeliveries.claimToken, token)));
  });
}

/** One pass: claims what is due and delivers it (in parallel: one slow endpoint does not hold up the rest). */
export async function deliverDueWebhooks(ctx: AppContext, log?: Log): Promise<number> {
  const token = randomUUID();
  const claimed = await claimDue(ctx, token);
  await Promise.all(
    claimed.map(async (d) => {
      try {
        await record(ctx, d, token, await attempt(ctx, d));
      } catch (err) {
        log?.error({ err, delivery: d.id }, "webhook delivery not recorded");
      }
    }),
  );
  return claimed.length;
}

export const webhookDeliveryJob: Job = {
  name: "partner-webhook-delivery",
  run: async (ctx, log) => {
    await deliverDueWebhooks(ctx, log);
  },
};
