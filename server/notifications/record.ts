import { sql } from "drizzle-orm";
import { isSecurityNotification, type NotificationType } from "../../lib/contracts/notifications";
import { jsonb, resultRows } from "../db/sql-values";
import type { Tx } from "../wallet/ledger";

export interface NotificationEvent {
  userId: string;
  type: NotificationType;
  /** The event, once: a second call with the same key records nothing ("funding_credited:<tx id>"). */
  eventKey: string;
  title: string;
  body: string;
  /** The web page it opens (relative: "/transactions/<id>"). */
  link?: string | null;
  /** What the type's email needs beyond title and body (server/notifications/email.ts). */
  data?: Record<string, unknown>;
  /**
   * The event's email was already sent directly by its own code path (the security mails, which
   * must not wait for the job), or is another notification's (a scheduled run's "done" notice: the
   * purchase's own, with the receipt): the outbox delivers in-app and push only, never a second email.
   */
  emailSentDirectly?: boolean;
}

/**
 * A notification event as the database's notification_record takes it (migration 0028): the one
 * home of the write (the switches read, the notification once per event key, a delivery row per
 * outside channel), for recordNotification and for the purchase steps that write theirs inside one
 * statement (server/purchases/purchase-sql.ts).
 */
export const notificationJson = (e: NotificationEvent): Record<string, unknown> => ({
  user_id: e.userId,
  type: e.type,
  event_key: e.eventKey,
  title: e.title,
  body: e.body,
  link: e.link ?? null,
  data: e.data ?? {},
  security: isSecurityNotification(e.type),
  email_sent_directly: Boolean(e.emailSentDirectly),
});

/**
 * Records a notification in the caller's database transaction, so it exists exactly when the event
 * does (a rolled-back credit leaves no notification). The customer's preferences are read there:
 * in-app decides whether the bell shows it, email and push get a delivery row for the job
 * (server/notifications/deliver-job.ts). Security events ignore the switches. Answers the new
 * notification's id, or null when this event was recorded before. One round trip (notification_record).
 */
export async function recordNotification(tx: Tx, e: NotificationEvent): Promise<string | null> {
  const [row] = resultRows<{ id: string | null }>(
    await tx.execute(sql`SELECT notification_record(${jsonb(notificationJson(e))}) AS id`),
  );
  return row?.id ?? null;
}
