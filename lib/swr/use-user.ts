"use client";
import useSWR from "swr";
import { userResponse } from "@/lib/contracts/user";
import { bffJsonFetcher, type BffError } from "./bff-fetcher";

const fetchUser = bffJsonFetcher(userResponse);

export const USER_KEY = "/api/user";
const PENDING_ACCOUNT_POLL_MS = 5000;

/**
 * The signed-in customer through the BFF (GET /api/user answers { data: User }). Pages seed it
 * with the user they read on the server (components/wallet/user-fallback.tsx). While the virtual
 * account is being set up it is read again every few seconds, so the card fills in by itself.
 */
export function useUser() {
  const { data, error, isLoading, isValidating, mutate } = useSWR(USER_KEY, fetchUser, {
    refreshInterval: (latest) => (latest?.data.virtual_account_status === "pending" ? PENDING_ACCOUNT_POLL_MS : 0),
  });
  return { user: data?.data, error: error as BffError | undefined, isLoading, isValidating, mutate };
}
