import type { Metadata } from "next";
import { Suspense } from "react";
import { TransactionsSkeleton } from "@/components/transactions/transactions-skeleton";
import { filtersFromSearchParams } from "@/components/transactions/history-filters";
import { SeededTransactionsView } from "@/components/transactions/seeded-transactions-view";
import { Card } from "@/components/ui/card";
import { firstHistoryPage } from "@/components/wallet/dashboard-history";
import { PageHeader } from "@/components/wallet/page-header";
import type { SearchParams } from "@/lib/search-params";
import { verifySession } from "@/lib/session";

export const metadata: Metadata = { title: "Transactions" };

/**
 * The customer's full history with filters and search (issue 3); the state lives in the URL. The
 * page the URL asks for is read here and streams in, seeding the browser's cache (no read, and no
 * zod, after hydration: README, "No zod before the customer acts"); later pages and filters are read by the browser.
 */
export default async function TransactionsPage({ searchParams }: { searchParams: SearchParams }) {
  await verifySession();
  const filters = filtersFromSearchParams(await searchParams);
  const page = firstHistoryPage(filters);
  return (
    <>
      <PageHeader
        title="Transactions"
        description="Everything that moved in your wallet. Filter, search and download receipts."
      />
      <Card>
        <Suspense fallback={<TransactionsSkeleton />}>
          <SeededTransactionsView filters={filters} page={page} />
        </Suspense>
      </Card>
    </>
  );
}
