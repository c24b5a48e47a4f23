import type { TransactionsPage } from "@/lib/contracts/wallet";
import type { HistoryFilters } from "./history-filters";
import { HistoryFallback } from "./history-fallback";
import { TransactionsView } from "./transactions-view";

/** /transactions' view, streamed once the server has read the page its URL asks for (it seeds the browser's cache). */
export async function SeededTransactionsView({
  filters,
  page,
}: {
  filters: HistoryFilters;
  page: Promise<TransactionsPage | null>;
}) {
  const first = await page;
  if (!first) return <TransactionsView />;
  return (
    <HistoryFallback filters={filters} page={first}>
      <TransactionsView />
    </HistoryFallback>
  );
}
