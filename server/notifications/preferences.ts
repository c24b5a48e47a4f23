import { and, count, eq } from "drizzle-orm";
import {
  isSecurityNotification,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_MSG,
  NOTIFICATION_TYPE_LABEL,
  NOTIFICATION_TYPES,
  type NotificationPreferences,
  notificationPreferencesUpdate,
} from "../../lib/contracts/notifications";
import { koboToNaira } from "../../lib/money";
import { lowBalanceThresholds, notificationPreferences, pushSubscriptions } from "../db/schema";
import type { AppContext } from "../http/context";
import { validationFailed } from "../http/errors";

type Update = ReturnType<typeof notificationPreferencesUpdate.parse>;

/** The profile's notification settings: every type's channels (default on), the threshold, push. */
export async function preferencesOf(ctx: AppContext, userId: string): Promise<NotificationPreferences> {
  const [off, [threshold], [subs]] = await Promise.all([
    ctx.db
      .select()
      .from(notificationPreferences)
      .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.enabled, false))),
    ctx.db.select().from(lowBalanceThresholds).where(eq(lowBalanceThresholds.userId, userId)),
    ctx.db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)),
  ]);
  const isOff = (type: string, channel: string) => off.some((p) => p.type === type && p.channel === channel);
  return {
    preferences: NOTIFICATION_TYPES.map((type) => {
      const locked = isSecurityNotification(type);
      return {
        type,
        label: NOTIFICATION_TYPE_LABEL[type],
        locked,
        channels: {
          email: locked || !isOff(type, "email"),
          in_app: locked || !isOff(type, "in_app"),
          push: locked || !isOff(type, "push"),
        },
      };
    }),
    low_balance_threshold: threshold ? koboToNaira(threshold.thresholdKobo) : null,
    push: { vapid_public_key: ctx.config.vapid?.publicKey ?? null, subscriptions: Number(subs?.n ?? 0) },
  };
}

/**
 * Saves switches and the threshold together, or nothing: turning off a channel of a security
 * event is refused (422, naming it) before anything is written.
 */
export async function savePreferences(ctx: AppContext, userId: string, body: Update): Promise<void> {
  for (const [i, p] of (body.preferences ?? []).entries())
    if (isSecurityNotification(p.type) && Object.values(p.channels).some((on) => on === false))
      throw validationFailed({ [`preferences.${i}.channels`]: [NOTIFICATION_MSG.securityLocked] });
  await ctx.db.transaction(async (tx) => {
    for (const p of body.preferences ?? []) {
      if (isSecurityNotification(p.type)) continue;
      for (const channel of NOTIFICATION_CHANNELS) {
        const enabled = p.channels[channel];
        if (enabled === undefined) continue;
        await tx
          .insert(notificationPreferences)
          .values({ userId, type: p.type, channel, enabled })
          .onConflictDoUpdate({
            target: [notificationPreferences.userId, notificationPreferences.type, notificationPreferences.channel],
            set: { enabled },
          });
      }
    }
    if (body.low_balance_threshold === null)
      await tx.delete(lowBalanceThresholds).where(eq(lowBalanceThresholds.userId, userId));
    else if (body.low_balance_threshold !== undefined)
      await tx
        .insert(lowBalanceThresholds)
        .values({ userId, thresholdKobo: body.low_balance_threshold })
        .onConflictDoUpdate({
          target: lowBalanceThresholds.userId,
          set: { thresholdKobo: body.low_balance_threshold },
        });
  });
}
