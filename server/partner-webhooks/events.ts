import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { webhookEndpoints, type WebhookMode } from "../db/schema";
import { jsonb } from "../db/sql-values";
import type { AppContext } from "../http/context";
import type { Tx } from "../wallet/ledger";
import type { TransactionRow } from "../wallet/transactions-repo";
import { koboToNaira } from "../../lib/money";
import type { WebhookEvent, WebhookEventType, WebhookInvoiceData } from "../../lib/contracts/partner-webhooks";

/** How long a delivery is retried after its event (or a replay). */
export const RETRY_WINDOW_MS = 24 * 3_600_000;

/**
 * The webhook mode of what a context records: "test" on the partner API's test-mode context (its own
 * database, server/partner/test-mode.ts), "live" everywhere else.
 */
export const webhookModeOf = (ctx: AppContext): WebhookMode => (ctx.live ? "test" : "live");

/** What an event is about and when (recordWebhookEvent's and webhookEventJson's input). */
export interface WebhookEventFacts {
  userId: string;
  type: WebhookEventType;
  /** The transaction as it stands after the event. */
  row: TransactionRow;
  now: Date;
  mode: WebhookMode;
  /** invoice.paid: the invoice the payment (the transaction) paid. */
  invoice?: WebhookInvoiceData;
}

/**
 * An event as the database's webhook_event_record takes it (migration 0028: the one home of the
 * write, a delivery for the customer's endpoint of the mode, or nothing), for recordWebhookEvent and
 * for the purchase steps that write theirs inside one statement (server/purchases/purchase-sql.ts).
 */
export function webhookEventJson(e: WebhookEventFacts): Record<string, unknown> {
  const id = randomUUID();
  return {
    id,
    user_id: e.userId,
    mode: e.mode,
    event_type: e.type,
    subject_id: e.row.id,
    // Typed as the documented event (checked at compile time, not parsed here: a parse failure must
    // never undo the money movement this transaction commits); the sender parses it before signing.
    payload: {
      id,
      type: e.type,
      mode: e.mode,
      created_at: e.now.toISOString(),
      data: { ...transactionData(e.row), ...(e.invoice ? { invoice: e.invoice } : {}) },
    } satisfies WebhookEvent,
    at: e.now.toISOString(),
    give_up_at: new Date(e.now.getTime() + RETRY_WINDOW_MS).toISOString(),
  };
}

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
  e: Omit<WebhookEventFacts, "row"> & {
    /** The transaction as it stands after the event (or how to read it: only read when a webhook is set). */
    row: TransactionRow | (() => Promise<TransactionRow>);
  },
): Promise<void> {
  let row: TransactionRow;
  if (typeof e.row === "function") {
    const [endpoint] = await tx
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.userId, e.userId), eq(webhookEndpoints.mode, e.mode)));
    if (!endpoint) return;
    row = await e.row();
  } else row = e.row;
  await tx.execute(sql`SELECT webhook_event_record(${jsonb(webhookEventJson({ ...e, row }))})`);
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
