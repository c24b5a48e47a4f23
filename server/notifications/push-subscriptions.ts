import { and, eq } from "drizzle-orm";
import { NOTIFICATION_MSG, type PushSubscriptionBody } from "../../lib/contracts/notifications";
import { pushSubscriptions } from "../db/schema";
import type { AppContext } from "../http/context";
import { AppError, validationFailed } from "../http/errors";
import { pushEndpointAllowed, pushEndpointReach } from "./push-endpoint";

/** At most this many devices per customer get push (the oldest is dropped for a new one). */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

/** Stores this browser's subscription for the customer (an endpoint moves to whoever subscribed last). */
export async function subscribe(ctx: AppContext, userId: string, body: PushSubscriptionBody): Promise<void> {
  if (!ctx.config.vapid) throw new AppError(409, NOTIFICATION_MSG.pushUnavailable);
  if (
    !pushEndpointAllowed(body.endpoint, ctx.config.sandbox) ||
    (await pushEndpointReach(body.endpoint, ctx.config.sandbox)) !== "ok"
  )
    throw validationFailed({ endpoint: [NOTIFICATION_MSG.subscriptionUrl] });
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, createdAt: ctx.now() })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: body.keys.p256dh, auth: body.keys.auth, createdAt: ctx.now() },
      });
    const mine = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(pushSubscriptions.createdAt);
    for (const old of mine.slice(0, Math.max(0, mine.length - MAX_PUSH_SUBSCRIPTIONS)))
      await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, old.id));
  });
}

/** Forgets the customer's subscription with this endpoint (someone else's is left alone). */
export async function unsubscribe(ctx: AppContext, userId: string, endpoint: string): Promise<void> {
  await ctx.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
