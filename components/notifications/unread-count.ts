"use client";
import useSWR from "swr";
import type { unreadCountResponse } from "@/lib/contracts/notification-count";
import { bffJsonFetcher } from "@/lib/swr/bff-fetcher";

/** The bell's SWR key: the notifications page revalidates it after marking read. */
export const UNREAD_COUNT_PATH = "/api/notifications/unread-count";
// Loaded with the first read, so the shell hydrates without zod (README, "Page weight").
const fetchUnread = bffJsonFetcher<typeof unreadCountResponse>(() =>
  import("@/lib/contracts/notification-count").then((m) => m.unreadCountResponse),
);

/** The unread count, looked at again every 30 seconds and when the window regains focus. */
export function useUnreadCount(): number | undefined {
  const { data } = useSWR(UNREAD_COUNT_PATH, fetchUnread, { refreshInterval: 30_000, revalidateOnFocus: true });
  return data?.unread;
}
