"use client";
import { clientOnlyLazy } from "@/components/ui/client-only-lazy";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DASHBOARD_MESSAGES } from "@/components/wallet/wallet-messages";
import { useTransactions } from "@/lib/swr/use-transactions";
import type { HistoryFilters } from "./history-filters";
import { HistoryPager } from "./history-pager";
import { TransactionsEmpty } from "./transactions-empty";
import { TransactionsSkeleton } from "./transactions-skeleton";

// The react-table code (and the table) is never part of the server render, even when the server
// seeded the first page (the dashboard): loaded on demand in the browser, it stays out of the
// pages' first-load JavaScript (e2e/page-weight.spec.ts).
const TransactionsTable = clientOnlyLazy(
  () => import("./transactions-table").then((m) => m.TransactionsTable),
  () => <TransactionsSkeleton rows={4} />,
);

/** One page of history with its loading, error, empty and paging states. */
export function TransactionHistory({
  filters,
  onPage,
  filtered,
  emptyAction,
  caption = "Transaction history",
}: {
  filters: Partial<HistoryFilters>;
  onPage: (page: number) => void;
  filtered?: boolean;
  emptyAction?: React.ReactNode;
  caption?: string;
}) {
  // isLoading: the requested page has not arrived yet (the previous one is still shown).
  const { page, error, isLoading, mutate } = useTransactions(filters);

  if (error && !page) {
    return (
      <div>
        <Alert tone="error">
          {error.status === 401 ? DASHBOARD_MESSAGES.logIn : DASHBOARD_MESSAGES.transactionsFailed}
        </Alert>
        {error.status !== 401 && (
          <Button variant="secondary" size="small" onClick={() => mutate()}>
            Try again
          </Button>
        )}
      </div>
    );
  }
  if (!page) return <TransactionsSkeleton rows={4} />;

  const rows = page.transactions ?? [];
  if (rows.length === 0 && page.pagination.current_page <= 1)
    return <TransactionsEmpty filtered={filtered} action={emptyAction} />;

  return (
    <div>
      {error && <Alert tone="error">{DASHBOARD_MESSAGES.transactionsFailed}</Alert>}
      {rows.length === 0 ? (
        // Past the last page (an old link, or entries gone since): offer the way back.
        <TransactionsEmpty
          pastEnd
          action={
            <Button variant="secondary" size="small" onClick={() => onPage(1)}>
              Go to page 1
            </Button>
          }
        />
      ) : (
        <>
          <TransactionsTable rows={rows} busy={isLoading} caption={caption} />
          <HistoryPager pagination={page.pagination} onPage={onPage} busy={isLoading} />
        </>
      )}
    </div>
  );
}
