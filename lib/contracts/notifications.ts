import { z } from "zod";
import { nairaToKobo } from "../money";
import { paginationResponse } from "./common";

/**
 * Notifications (issue 18): the one list of event types, the channels, and every request and
 * answer of /api/notifications*, shared by the API's routes and the web's parsers. A feature that
 * adds an event (scheduled runs, reminders, referrals) adds its type here and calls
 * server/notifications/record.ts recordNotification(tx, ...) in its own transaction.
 */
export const NOTIFICATION_TYPES = [
  "funding_credited",
  "purchase_delivered",
  "purchase_failed",
  "purchase_reversed",
  "low_balance",
  "invoice_paid",
  "pin_locked",
  "new_device_sign_in",
  "schedule_reminder",
  "schedule_run",
  "referral_bonus",
  "bulk_batch_finished",
] as const;
export const notificationType = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationType>;

/** Security events: every channel always on; the API refuses to turn them off. */
export const SECURITY_NOTIFICATION_TYPES: readonly NotificationType[] = ["pin_locked", "new_device_sign_in"];
export const isSecurityNotification = (t: NotificationType): boolean => SECURITY_NOTIFICATION_TYPES.includes(t);

export const NOTIFICATION_CHANNELS = ["email", "in_app", "push"] as const;
export const notificationChannel = z.enum(NOTIFICATION_CHANNELS);
export type NotificationChannel = z.infer<typeof notificationChannel>;

/** What the profile calls each type and channel. */
export const NOTIFICATION_TYPE_LABEL: Record<NotificationType, string> = {
  funding_credited: "Wallet funded",
  purchase_delivered: "Purchase delivered",
  purchase_failed: "Purchase failed and refunded",
  purchase_reversed: "Purchase reversed",
  low_balance: "Low balance",
  invoice_paid: "Invoice paid",
  pin_locked: "Transaction PIN locked",
  new_device_sign_in: "New device sign-in",
  schedule_reminder: "Scheduled purchase reminder",
  schedule_run: "Scheduled purchase done or skipped",
  referral_bonus: "Referral bonus paid",
  bulk_batch_finished: "Bulk batch finished",
};
export const NOTIFICATION_CHANNEL_LABEL: Record<NotificationChannel, string> = {
  email: "Email",
  in_app: "In the app",
  push: "Push",
};

export const NOTIFICATION_MSG = {
  notFound: "Notification not found.",
  securityLocked: "Security notifications (PIN locked, new device sign-in) cannot be turned off.",
  thresholdFormat: "Enter the low-balance threshold in naira, with at most 2 decimals.",
  thresholdRange: "The low-balance threshold must be between ₦1.00 and ₦10,000,000.00.",
  preferencesSaved: "Your notification preferences are saved.",
  markedRead: "Marked as read.",
  allMarkedRead: "All notifications marked as read.",
  subscriptionUrl: "The push subscription's endpoint must be a public https address.",
  subscriptionKeys: "The push subscription's keys are missing or malformed.",
  preferenceInvalid:
    "Each preference needs a known notification type and email, in_app or push switched true or false.",
  preferencesTooMany: "Send each notification type's preference at most twice.",
  subscribed: "Push notifications are on for this device.",
  unsubscribed: "Push notifications are off for this device.",
  pushUnavailable: "Push notifications are not available on this server.",
} as const;

/** The largest threshold a customer may set, in kobo (₦10 million). */
export const MAX_LOW_BALANCE_KOBO = 1_000_000_000;

export const notificationItem = z.object({
  id: z.string(),
  type: notificationType,
  title: z.string(),
  body: z.string(),
  /** A page of the web the notification opens (relative), or null. */
  link: z.string().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const notificationListResponse = z.object({
  data: z.array(notificationItem),
  unread: z.number().int(),
  pagination: paginationResponse,
});
export type NotificationList = z.infer<typeof notificationListResponse>;

export { unreadCountResponse } from "./notification-count";

export const markReadResponse = z.object({ message: z.string(), unread: z.number().int() });

const channelSwitch = z.boolean({ error: NOTIFICATION_MSG.preferenceInvalid });
const channelSwitches = z.object(
  { email: channelSwitch, in_app: channelSwitch, push: channelSwitch },
  { error: NOTIFICATION_MSG.preferenceInvalid },
);

export const notificationPreferencesResponse = z.object({
  preferences: z.array(
    z.object({
      type: notificationType,
      label: z.string(),
      /** Security events: always on, the switches cannot change. */
      locked: z.boolean(),
      channels: channelSwitches,
    }),
  ),
  /** Naira, 2 decimals; null when no low-balance alert is set. */
  low_balance_threshold: z.number().nullable(),
  push: z.object({
    /** The VAPID public key the browser subscribes with; null when push is off on this server. */
    vapid_public_key: z.string().nullable(),
    subscriptions: z.number().int(),
  }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesResponse>;

/** A threshold in naira (number or text), stored in kobo; null turns the alert off. */
const thresholdNaira = z
  .union([z.number(), z.string()], { error: NOTIFICATION_MSG.thresholdFormat })
  .nullable()
  .transform((v, ctx) => {
    if (v === null || v === "") return null;
    const kobo = nairaToKobo(v);
    if (kobo === null) {
      ctx.addIssue({ code: "custom", message: NOTIFICATION_MSG.thresholdFormat });
      return z.NEVER;
    }
    if (kobo < 100 || kobo > MAX_LOW_BALANCE_KOBO) {
      ctx.addIssue({ code: "custom", message: NOTIFICATION_MSG.thresholdRange });
      return z.NEVER;
    }
    return kobo;
  });

export const notificationPreferencesUpdate = z.object({
  preferences: z
    .array(
      z.object(
        {
          type: z.enum(NOTIFICATION_TYPES, { error: NOTIFICATION_MSG.preferenceInvalid }),
          channels: channelSwitches.partial(),
        },
        { error: NOTIFICATION_MSG.preferenceInvalid },
      ),
      { error: NOTIFICATION_MSG.preferenceInvalid },
    )
    .max(NOTIFICATION_TYPES.length * 2, NOTIFICATION_MSG.preferencesTooMany)
    .optional(),
  low_balance_threshold: thresholdNaira.optional(),
});
export type NotificationPreferencesUpdate = z.input<typeof notificationPreferencesUpdate>;

const base64url = /^[A-Za-z0-9_-]+={0,2}$/;

/** A browser's PushSubscription.toJSON(), as the service worker's pushManager gives it. */
export const pushSubscriptionBody = z.object({
  endpoint: z.url({ error: NOTIFICATION_MSG.subscriptionUrl }).max(2048, NOTIFICATION_MSG.subscriptionUrl),
  keys: z.object(
    {
      p256dh: z
        .string({ error: NOTIFICATION_MSG.subscriptionKeys })
        .min(16, NOTIFICATION_MSG.subscriptionKeys)
        .max(200, NOTIFICATION_MSG.subscriptionKeys)
        .regex(base64url, NOTIFICATION_MSG.subscriptionKeys),
      auth: z
        .string({ error: NOTIFICATION_MSG.subscriptionKeys })
        .min(8, NOTIFICATION_MSG.subscriptionKeys)
        .max(100, NOTIFICATION_MSG.subscriptionKeys)
        .regex(base64url, NOTIFICATION_MSG.subscriptionKeys),
    },
    { error: NOTIFICATION_MSG.subscriptionKeys },
  ),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

export const pushUnsubscribeBody = z.object({ endpoint: z.string().max(2048) });
