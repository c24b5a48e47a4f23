"use client";
import Link from "next/link";
import { useState } from "react";
import { HistoryFallback } from "@/components/transactions/history-fallback";
import { TransactionHistory } from "@/components/transactions/transaction-history";
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
  const viewAll = useIntentPrefetch("/transactions");
  const fund = useIntentPrefetch(FUND_WALLET_HREF);
  const card = (
    <Card aria-labelledby="history-title">
      <div className={styles.sectionHead}>
        <h2 id="history-title" className={styles.sectionTitle}>
          Transaction History
        </h2>
        <Link href="/transactions" {...viewAll} className={styles.sectionLink}>
          View all
        </Link>
      </div>
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
    </Card>
  );
  if (!firstPage) return card;
  return (
    <HistoryFallback filters={{ page: 1 }} page={firstPage}>
      {card}
    </HistoryFallback>
  );
}
