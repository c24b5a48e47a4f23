"use client";
import useSWR from "swr";
import { userAnswer } from "@/lib/client/contract-loaders";
import { bffJsonFetcher, USER_KEY, useSeededRevalidateOnMount, type BffError } from "./bff-fetcher";

// The contract loads with the first read, after hydration: the pages seed the user.
const fetchUser = bffJsonFetcher(userAnswer);

const PENDING_ACCOUNT_POLL_MS = 5000;
/**
 * How often a page showing the live balance (the dashboard) reads the user again. A credit shows
 * within this plus the bank webhook's delay (under 5 s in all); SWR pauses the interval while the
 * tab is hidden (refreshWhenHidden is false by default) and reads once when it is shown again.
 * README, "Live balance".
 */
export const LIVE_BALANCE_POLL_MS = 3000;

/**
 * The signed-in customer through the BFF (GET /api/user answers { data: User }). Pages seed it
 * with the user they read on the server (components/wallet/user-fallback.tsx); a seed the browser
 * has no entry for yet is not read again on mount (useSeededRevalidateOnMount). While the virtual
 * account is being set up it is read again every few seconds, so the card fills in by itself;
 * with `live` (the dashboard) it is read every LIVE_BALANCE_POLL_MS while the tab is visible.
 */
export function useUser({ live = false }: { live?: boolean } = {}) {
  const seeded = useSeededRevalidateOnMount(USER_KEY);
  const { data, error, isLoading, isValidating, mutate } = useSWR(USER_KEY, fetchUser, {
    ...seeded,
    refreshInterval: (latest) =>
      live ? LIVE_BALANCE_POLL_MS : latest?.data.virtual_account_status === "pending" ? PENDING_ACCOUNT_POLL_MS : 0,
  });
  return { user: data?.data, error: error as BffError | undefined, isLoading, isValidating, mutate };
}
