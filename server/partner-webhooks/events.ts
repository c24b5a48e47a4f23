import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { webhookDeliveries, webhookEndpoints, type WebhookMode } from "../db/schema";
import type { Tx } from "../wallet/ledger";
import type { TransactionRow } from "../wallet/transactions-repo";
import { koboToNaira } from "../../lib/money";
import type { WebhookEventType } from "../../lib/contracts/partner-webhooks";

/** How long a delivery is retried after its event (or a replay). */
export const RETRY_WINDOW_MS = 24 * 3_600_000;

/**
 * Records an event for the customer's webhook of that mode, in the caller's database transaction
 * (the one that moved the money or the status), so an event exists exactly when what it reports
 * committed. No webhook set for the mode: nothing is written. Today's purchases and fundings are
 * live mode; the partner API's test mode passes "test".
 */
export async function recordWebhookEvent(
  tx: Tx,
  e: {
    userId: string;
    type: WebhookEventType;
    /** The transaction as it stands after the event (or how to read it: only read when a webhook is set). */
    row: TransactionRow | (() => Promise<TransactionRow>);
    now: Date;
    mode?: WebhookMode;
  },
): Promise<void> {
  const mode = e.mode ?? "live";
  const [endpoint] = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.userId, e.userId), eq(webhookEndpoints.mode, mode)));
  if (!endpoint) return;
  const row = typeof e.row === "function" ? await e.row() : e.row;
  const id = randomUUID();
  await tx.insert(webhookDeliveries).values({
    id,
    userId: e.userId,
    endpointId: endpoint.id,
    eventType: e.type,
    subjectId: row.id,
    payload: { id, type: e.type, mode, created_at: e.now.toISOString(), data: transactionData(row) },
    nextAttemptAt: e.now,
    giveUpAt: new Date(e.now.getTime() + RETRY_WINDOW_MS),
    createdAt: e.now,
  });
}

/** The transaction as the event carries it (naira amounts, the customer's own details). */
function transactionData(row: TransactionRow): Record<string, unknown> {
  return {
    transaction_id: row.id,
    reference: row.reference,
    request_id: row.requestId,
    type: row.type,
    service: row.service,
    amount: koboToNaira(row.amount),
    status: row.status,
    details: row.details,
    created_at: row.createdAt.toISOString(),
  };
}
