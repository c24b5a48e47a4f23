"use client";
import useSWR from "swr";
import { unreadCountAnswer } from "@/lib/client/contract-loaders";
import { bffJsonFetcher, useSeededRevalidateOnMount } from "@/lib/swr/bff-fetcher";

/** The bell's SWR key: the notifications page revalidates it after marking read. */
export const UNREAD_COUNT_PATH = "/api/notifications/unread-count";
// The contract loads with the first read, so the shell hydrates without zod.
const fetchUnread = bffJsonFetcher(unreadCountAnswer);

/**
 * The unread count, looked at again every 30 seconds and when the window regains focus. The shell
 * seeds it with the count its server render read (UnreadFallback), so a page load reads it once.
 */
export function useUnreadCount(): number | undefined {
  const seeded = useSeededRevalidateOnMount(UNREAD_COUNT_PATH);
  const { data } = useSWR(UNREAD_COUNT_PATH, fetchUnread, {
    ...seeded,
    refreshInterval: 30_000,
    revalidateOnFocus: true,
  });
  return data?.unread;
}
