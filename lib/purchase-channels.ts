/**
 * How a purchase was asked for: the customer on the web (or the app), a scheduled run, a line of a
 * bulk batch, or the partner API (live or test key). Bulk and API purchases do not notify the
 * customer one by one (server/notifications/purchase-notice.ts). No zod here: the schema and the
 * admin screens import it.
 */
export const PURCHASE_CHANNELS = ["web", "schedule", "bulk", "api"] as const;
export type PurchaseChannel = (typeof PURCHASE_CHANNELS)[number];

/** How the admin screens name a channel. */
export const PURCHASE_CHANNEL_LABELS: Record<PurchaseChannel, string> = {
  web: "Web or app",
  schedule: "Schedule",
  bulk: "Bulk file",
  api: "Partner API",
};
