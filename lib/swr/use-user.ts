"use client";
import useSWR from "swr";
import type { User } from "@/lib/contracts/user";
import { bffFetch } from "@/lib/client/bff-fetch";

export class BffError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** SWR fetcher for BFF JSON reads: the body on 2xx, else a BffError; a 401 sends the browser to /login. */
export async function bffJsonFetcher<T>(url: string): Promise<T> {
  const res = await bffFetch<T>(url);
  if (res.status === 401 && typeof window !== "undefined") {
    // A full load on purpose: the BFF has cleared the cookie and every cached read must go.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign("/login?expired=1");
  }
  if (!res.ok) throw new BffError(res.status, res.data.message ?? "Request failed.");
  return res.data as T;
}

export const USER_KEY = "/api/user";

/** The signed-in customer through the BFF (GET /api/user answers { data: User }). */
export function useUser() {
  const { data, error, isLoading, mutate } = useSWR<{ data: User }>(USER_KEY, bffJsonFetcher);
  return { user: data?.data, error: error as BffError | undefined, isLoading, mutate };
}
