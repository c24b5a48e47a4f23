"use client";
import useSWR from "swr";
import { sessionsResponse, type SessionView } from "@/lib/contracts/sessions";
import { bffJsonFetcher, type BffError } from "./bff-fetcher";

const fetchSessions = bffJsonFetcher(sessionsResponse);

export const SESSIONS_KEY = "/api/sessions";

/** The customer's signed-in sessions (GET /api/sessions), seeded with what the page read on the server. */
export function useSessions(fallback: SessionView[] | null) {
  const { data, error, isLoading, isValidating, mutate } = useSWR(SESSIONS_KEY, fetchSessions, {
    fallbackData: fallback ? { data: fallback } : undefined,
    revalidateOnMount: fallback === null,
  });
  return { sessions: data?.data, error: error as BffError | undefined, isLoading, isValidating, mutate };
}
