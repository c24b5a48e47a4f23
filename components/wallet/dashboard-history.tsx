import { unstable_rethrow } from "next/navigation";
import { transactionsApiUrl } from "@/components/transactions/history-filters";
import { customerApi } from "@/lib/api/customer-api";
import { transactionsResponse, type TransactionsPage } from "@/lib/contracts/wallet";
import { RecentTransactions } from "./recent-transactions";

/**
 * The dashboard history's first page, read on the server with the page's other reads. Null when
 * the API did not answer: the browser then reads it itself, with the history's error state.
 */
export async function firstHistoryPage(): Promise<TransactionsPage | null> {
  try {
    // The same address the browser's SWR key reads through the BFF, without its /api/ prefix.
    return await customerApi(transactionsApiUrl({ page: 1 }).slice("/api/".length), transactionsResponse);
  } catch (err) {
    unstable_rethrow(err); // a 401 redirects to /login
    return null;
  }
}

/** The history card, streamed once its first page has been read (it seeds the browser's cache). */
export async function DashboardHistory({ firstPage }: { firstPage: Promise<TransactionsPage | null> }) {
  return <RecentTransactions firstPage={await firstPage} />;
}
