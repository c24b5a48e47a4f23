import type { Metadata } from "next";
import { Suspense } from "react";
import { TransactionsSkeleton } from "@/components/transactions/transactions-skeleton";
import { TransactionsView } from "@/components/transactions/transactions-view";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/wallet/page-header";
import { verifySession } from "@/lib/session";

export const metadata: Metadata = { title: "Transactions" };

/** The customer's full history with filters and search (issue 3); the state lives in the URL. */
export default async function TransactionsPage() {
  await verifySession();
  return (
    <>
      <PageHeader
        title="Transactions"
        description="Everything that moved in your wallet. Filter, search and download receipts."
      />
      <Card>
        <Suspense fallback={<TransactionsSkeleton />}>
          <TransactionsView />
        </Suspense>
      </Card>
    </>
  );
}
