import { sql } from "drizzle-orm";
import { isSecurityNotification, type NotificationType } from "../../lib/contracts/notifications";
import { notificationDeliveries, notificationPreferences, notifications, pushSubscriptions } from "../db/schema";
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
 * Records a notification in the caller's database transaction, so it exists exactly when the event
 * does (a rolled-back credit leaves no notification). The customer's preferences are read here:
 * in-app decides whether the bell shows it, email and push get a delivery row for the job
 * (server/notifications/deliver-job.ts). Security events ignore the switches. Answers the new
 * notification's id, or null when this event was recorded before.
 */
export async function recordNotification(tx: Tx, e: NotificationEvent): Promise<string | null> {
  // One read: the channels switched off for this type (none for a security event), and whether a device is subscribed.
  const [prefs] = await tx
    .select({
      off: sql<
        string | null
      >`(SELECT string_agg(${notificationPreferences.channel}, ',') FROM ${notificationPreferences}
        WHERE ${notificationPreferences.userId} = ${e.userId} AND ${notificationPreferences.type} = ${e.type}
          AND NOT ${notificationPreferences.enabled})`,
      push: sql<boolean>`EXISTS (SELECT 1 FROM ${pushSubscriptions} WHERE ${pushSubscriptions.userId} = ${e.userId})`,
    })
    .from(sql`(VALUES (1)) AS one`);
  const off = new Set(isSecurityNotification(e.type) ? [] : (prefs?.off?.split(",") ?? []));
  const [row] = await tx
    .insert(notifications)
    .values({
      userId: e.userId,
      type: e.type,
      eventKey: e.eventKey,
      title: e.title,
      body: e.body,
      link: e.link ?? null,
      data: e.data ?? {},
      inApp: !off.has("in_app"),
    })
    .onConflictDoNothing({ target: notifications.eventKey })
    .returning({ id: notifications.id });
  if (!row) return null;

  const channels: ("email" | "push")[] = [];
  if (!off.has("email") && !e.emailSentDirectly) channels.push("email");
  if (!off.has("push") && prefs?.push) channels.push("push");
  if (channels.length)
    await tx.insert(notificationDeliveries).values(channels.map((channel) => ({ notificationId: row.id, channel })));
  return row.id;
}
