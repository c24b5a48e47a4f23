import { transactionsApiUrl, type HistoryFilters } from "@/components/transactions/history-filters";
import { customerApi, orNull } from "@/lib/api/customer-api";
import { transactionsResponse, type TransactionsPage } from "@/lib/contracts/wallet";
import { RecentTransactions } from "./recent-transactions";

/**
 * A page of history (the dashboard's first, or /transactions' for its URL's filters), read on the
 * server with the page's other reads. Null when the API did not answer: the browser then reads it
 * itself, with the history's error state.
 */
export function firstHistoryPage(filters: Partial<HistoryFilters> = { page: 1 }): Promise<TransactionsPage | null> {
  // The same address the browser's SWR key reads through the BFF, without its /api/ prefix.
  return orNull(() => customerApi(transactionsApiUrl(filters).slice("/api/".length), transactionsResponse));
}

/** The history card, streamed once its first page has been read (it seeds the browser's cache). */
export async function DashboardHistory({ firstPage }: { firstPage: Promise<TransactionsPage | null> }) {
  return <RecentTransactions firstPage={await firstPage} />;
}
