"use client";
import useSWR, { useSWRConfig } from "swr";
import { useCallback } from "react";
import { transactionsApiUrl, type HistoryFilters } from "@/components/transactions/history-filters";
import { transactionsAnswer } from "@/lib/client/contract-loaders";
import { bffJsonFetcher, isHistoryKey, useSeededRevalidateOnMount, type BffError } from "./bff-fetcher";

// The contract loads with the first read, after hydration: the pages seed the first page.
const fetchPage = bffJsonFetcher(transactionsAnswer);

/**
 * One page of the customer's history, keyed by its BFF URL (filters included). The previous
 * page stays on screen while the next one loads. A page seeded with what the server read (the
 * dashboard's first page, components/wallet/recent-transactions.tsx) that the browser has no entry
 * for yet is not read again on mount (useSeededRevalidateOnMount).
 */
export function useTransactions(filters: Partial<HistoryFilters> = {}) {
  const key = transactionsApiUrl(filters);
  const seeded = useSeededRevalidateOnMount(key);
  const { data, error, isLoading, isValidating, mutate } = useSWR(key, fetchPage, {
    ...seeded,
    keepPreviousData: true,
  });
  return { page: data, error: error as BffError | undefined, isLoading, isValidating, mutate, key };
}

/** Revalidates every cached page of history (after a credit or a purchase). */
export function useRevalidateTransactions() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(isHistoryKey), [mutate]);
}
