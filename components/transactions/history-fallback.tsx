"use client";
import { SWRConfig } from "swr";
import type { TransactionsPage } from "@/lib/contracts/wallet";
import { transactionsApiUrl, type HistoryFilters } from "./history-filters";

/**
 * Seeds the history below with the page the server read for these filters (its SWR key is the
 * BFF address useTransactions reads), so the rows show without a read after hydration.
 */
export function HistoryFallback({
  filters,
  page,
  children,
}: {
  filters: Partial<HistoryFilters>;
  page: TransactionsPage;
  children: React.ReactNode;
}) {
  return <SWRConfig value={{ fallback: { [transactionsApiUrl(filters)]: page } }}>{children}</SWRConfig>;
}
