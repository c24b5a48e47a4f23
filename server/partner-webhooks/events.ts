import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { webhookDeliveries, webhookEndpoints, type WebhookMode } from "../db/schema";
import type { AppContext } from "../http/context";
import type { Tx } from "../wallet/ledger";
import type { TransactionRow } from "../wallet/transactions-repo";
import { koboToNaira } from "../../lib/money";
import type { WebhookEvent, WebhookEventType } from "../../lib/contracts/partner-webhooks";

/** How long a delivery is retried after its event (or a replay). */
export const RETRY_WINDOW_MS = 24 * 3_600_000;

/**
 * The webhook mode of what a context records: "test" on the partner API's test-mode context (its own
 * database, server/partner/test-mode.ts), "live" everywhere else.
 */
export const webhookModeOf = (ctx: AppContext): WebhookMode => (ctx.live ? "test" : "live");

/**
 * Records an event for the customer's webhook of that mode, in the caller's database transaction
 * (the one that moved the money or the status), so an event exists exactly when what it reports
 * committed. No webhook set for the mode: nothing is written. The mode is the one of the context
 * the transaction belongs to (webhookModeOf), so a caller cannot leave it out: a test-mode event is
 * written in the test-mode database, where only the customer's test webhook exists (a copy of the
 * live database's row, test-mode-webhook.ts), and a live event finds only the live one.
 */
export async function recordWebhookEvent(
  tx: Tx,
  e: {
    userId: string;
    type: WebhookEventType;
    /** The transaction as it stands after the event (or how to read it: only read when a webhook is set). */
    row: TransactionRow | (() => Promise<TransactionRow>);
    now: Date;
    mode: WebhookMode;
  },
): Promise<void> {
  const { mode } = e;
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
    // Typed as the documented event (checked at compile time, not parsed here: a parse failure must
    // never undo the money movement this transaction commits); the sender parses it before signing.
    payload: {
      id,
      type: e.type,
      mode,
      created_at: e.now.toISOString(),
      data: transactionData(row),
    } satisfies WebhookEvent,
    nextAttemptAt: e.now,
    giveUpAt: new Date(e.now.getTime() + RETRY_WINDOW_MS),
    createdAt: e.now,
  });
}

/** The transaction as the event carries it (naira amounts, the customer's own details). */
function transactionData(row: TransactionRow): WebhookEvent["data"] {
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
