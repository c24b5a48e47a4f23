"use client";
import Link from "next/link";
import { useState } from "react";
import { TransactionHistory } from "@/components/transactions/transaction-history";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import styles from "./wallet.module.css";

/** The dashboard's Transaction History, 8 per page (spec 2.5 and 9). */
export function RecentTransactions() {
  const [page, setPage] = useState(1);
  return (
    <Card aria-labelledby="history-title">
      <div className={styles.sectionHead}>
        <h2 id="history-title" className={styles.sectionTitle}>
          Transaction History
        </h2>
        <Link href="/transactions" className={styles.sectionLink}>
          View all
        </Link>
      </div>
      <TransactionHistory
        filters={{ page }}
        onPage={setPage}
        caption="Transaction history"
        emptyAction={
          <ButtonLink href="/dashboard?fund=1" size="small">
            Fund Account
          </ButtonLink>
        }
      />
    </Card>
  );
}
