import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/spinner";
import styles from "@/components/transactions/transaction-page.module.css";

/** The transaction page's shape while its row loads. */
export default function TransactionLoading() {
  return (
    <div className={styles.page} aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading the transaction…
      </span>
      <Skeleton width="9rem" height="1.25rem" />
      <Card>
        <div className={styles.head}>
          <Skeleton width="3.25rem" height="3.25rem" />
          <Skeleton width="10rem" height="1.25rem" />
          <Skeleton width="12rem" height="2.25rem" />
          <Skeleton width="6rem" height="1.25rem" />
        </div>
      </Card>
      <Card>
        <Skeleton height="14rem" />
      </Card>
    </div>
  );
}
