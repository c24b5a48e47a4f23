import { and, count, desc, eq, isNull } from "drizzle-orm";
import { NOTIFICATION_MSG, type NotificationItem } from "../../lib/contracts/notifications";
import { notifications } from "../db/schema";
import type { AppContext } from "../http/context";
import { notFound } from "../http/errors";
import { offsetOf, type PageRequest } from "../http/route-kit";

/** The in-app side: the customer's own notifications shown in the app (in_app), newest first. */

const mine = (userId: string) => and(eq(notifications.userId, userId), eq(notifications.inApp, true));

export async function unreadCount(ctx: AppContext, userId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(notifications)
    .where(and(mine(userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

export async function listNotifications(
  ctx: AppContext,
  userId: string,
  page: PageRequest,
): Promise<{ items: NotificationItem[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(notifications)
      .where(mine(userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(page.per_page)
      .offset(offsetOf(page)),
    ctx.db.select({ n: count() }).from(notifications).where(mine(userId)),
  ]);
  return {
    total: Number(total?.n ?? 0),
    items: rows.map((r) => ({
      id: r.id,
      type: r.type,
      title: r.title,
      body: r.body,
      link: r.link,
      created_at: r.createdAt.toISOString(),
      read_at: r.readAt ? r.readAt.toISOString() : null,
    })),
  };
}

/** Marks one of the customer's notifications read (already read: unchanged). Another's or unknown: 404. */
export async function markRead(ctx: AppContext, userId: string, id: string): Promise<void> {
  const [row] = await ctx.db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), mine(userId)));
  if (!row) throw notFound(NOTIFICATION_MSG.notFound);
  if (!row.readAt)
    await ctx.db
      .update(notifications)
      .set({ readAt: ctx.now() })
      .where(and(eq(notifications.id, id), isNull(notifications.readAt)));
}

export async function markAllRead(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db
    .update(notifications)
    .set({ readAt: ctx.now() })
    .where(and(mine(userId), isNull(notifications.readAt)));
}
