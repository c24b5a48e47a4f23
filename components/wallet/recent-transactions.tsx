"use client";
import Link from "next/link";
import { useState } from "react";
import { HistoryFallback } from "@/components/transactions/history-fallback";
import { TransactionHistory } from "@/components/transactions/transaction-history";
import { TransactionsSkeleton } from "@/components/transactions/transactions-skeleton";
import { useIntentPrefetch } from "@/components/ui/intent-prefetch";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { TransactionsPage } from "@/lib/contracts/wallet";
import { FUND_WALLET_HREF } from "@/components/shell/customer-nav";
import styles from "./wallet.module.css";

/**
 * The dashboard's Transaction History, 8 per page (spec 2.5 and 9). `firstPage`, read by the
 * server, seeds the browser's cache for page 1, so the rows show without a read after hydration and
 * are not read again on mount unless the browser already had that page (useSeededRevalidateOnMount);
 * the live balance's credits revalidate it.
 */
export function RecentTransactions({ firstPage = null }: { firstPage?: TransactionsPage | null }) {
  const [page, setPage] = useState(1);
  const fund = useIntentPrefetch(FUND_WALLET_HREF);
  const card = (
    <HistoryCard>
      <TransactionHistory
        filters={{ page }}
        onPage={setPage}
        caption="Transaction history"
        emptyAction={
          <ButtonLink href={FUND_WALLET_HREF} size="small" {...fund}>
            Fund Account
          </ButtonLink>
        }
      />
    </HistoryCard>
  );
  if (!firstPage) return card;
  return (
    <HistoryFallback filters={{ page: 1 }} page={firstPage}>
      {card}
    </HistoryFallback>
  );
}

/**
 * The card while the server's read of the first page streams in. It reads nothing itself: a read
 * here (the history hook without its seed) would repeat the server's, and SWR's deduping would then
 * let a visit back to the dashboard within two seconds skip its own read.
 */
export function RecentTransactionsSkeleton() {
  return (
    <HistoryCard>
      <TransactionsSkeleton rows={4} />
    </HistoryCard>
  );
}

function HistoryCard({ children }: { children: React.ReactNode }) {
  const viewAll = useIntentPrefetch("/transactions");
  return (
    <Card aria-labelledby="history-title">
      <div className={styles.sectionHead}>
        <h2 id="history-title" className={styles.sectionTitle}>
          Transaction History
        </h2>
        <Link href="/transactions" {...viewAll} className={styles.sectionLink}>
          View all
        </Link>
      </div>
      {children}
    </Card>
  );
}
