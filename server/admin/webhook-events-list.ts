import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { users, webhookEvents } from "../db/schema";
import type { Db } from "../db/client";
import { containsPattern, offsetOf, optionalText, pageQuery, paginate } from "../http/route-kit";
import {
  WEBHOOK_OUTCOME_FILTERS,
  type adminWebhookEventsResponse,
  type WebhookCounts,
} from "../../lib/contracts/admin-webhooks";
import { koboToNaira } from "../../lib/money";
import { PAGE_SIZE } from "../../lib/contracts/common";

export const webhookEventsQuery = z.object({
  ...pageQuery(PAGE_SIZE),
  outcome: z
    .enum(WEBHOOK_OUTCOME_FILTERS, { error: `outcome must be one of ${WEBHOOK_OUTCOME_FILTERS.join(", ")}.` })
    .optional(),
  provider: z.string().trim().max(30).optional(),
  search: optionalText(100).describe("Part of the transaction or payment reference."),
});
export type WebhookEventsQuery = z.infer<typeof webhookEventsQuery>;

/** The webhook log's summary line. */
export async function webhookCounts(db: Db): Promise<WebhookCounts> {
  const [r] = await db
    .select({
      received: count(),
      verified: sql<string>`COUNT(*) FILTER (WHERE ${webhookEvents.signatureValid})`,
      credited: sql<string>`COUNT(*) FILTER (WHERE ${webhookEvents.outcome} = 'credited')`,
      duplicate: sql<string>`COUNT(*) FILTER (WHERE ${webhookEvents.outcome} = 'duplicate')`,
      rejected: sql<string>`COUNT(*) FILTER (WHERE ${webhookEvents.outcome} = 'rejected_signature')`,
    })
    .from(webhookEvents);
  return {
    received: Number(r.received),
    verified: Number(r.verified),
    credited: Number(r.credited),
    duplicate: Number(r.duplicate),
    rejected: Number(r.rejected),
  };
}

/** The stored provider webhook deliveries (credited, duplicate, forged, unconfirmed, ...), newest first. */
export async function listWebhookEvents(
  db: Db,
  q: WebhookEventsQuery,
): Promise<Omit<z.infer<typeof adminWebhookEventsResponse>, "status" | "counts">> {
  const where: SQL[] = [];
  if (q.outcome === "processing") where.push(isNull(webhookEvents.outcome));
  else if (q.outcome) where.push(eq(webhookEvents.outcome, q.outcome));
  if (q.provider) where.push(eq(webhookEvents.provider, q.provider));
  if (q.search) {
    const p = containsPattern(q.search);
    where.push(or(ilike(webhookEvents.transactionReference, p), ilike(webhookEvents.paymentReference, p))!);
  }
  const [[{ total }], rows] = await Promise.all([
    db
      .select({ total: count() })
      .from(webhookEvents)
      .where(and(...where)),
    db
      .select({ e: webhookEvents, email: users.email })
      .from(webhookEvents)
      .leftJoin(users, eq(users.id, webhookEvents.userId))
      .where(and(...where))
      .orderBy(desc(webhookEvents.createdAt), desc(webhookEvents.id))
      .limit(q.per_page)
      .offset(offsetOf(q)),
  ]);
  return {
    events: rows.map(({ e, email }) => ({
      id: e.id,
      provider: e.provider,
      event_type: e.eventType,
      transaction_reference: e.transactionReference,
      payment_reference: e.paymentReference,
      signature_valid: e.signatureValid,
      body_bytes: e.bodyBytes,
      sender_address: e.senderAddress,
      outcome: e.outcome,
      reason: e.reason,
      amount: e.amountKobo === null ? null : koboToNaira(e.amountKobo),
      customer_email: email,
      received_at: e.createdAt.toISOString(),
    })),
    pagination: paginate("/api/admin/webhook-events", q, Number(total), {
      outcome: q.outcome,
      provider: q.provider,
      search: q.search,
    }),
  };
}
