import { Skeleton } from "@/components/ui/spinner";
import styles from "./transactions.module.css";

/** Placeholder rows while the first page of history loads. */
export function TransactionsSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div aria-busy="true" data-testid="transactions-skeleton">
      <span className="visually-hidden" role="status">
        Loading transactions…
      </span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.skeletonRow}>
          <Skeleton height="1rem" />
          <Skeleton height="1rem" width="5rem" />
          <Skeleton height="1rem" />
          <Skeleton height="1rem" />
          <Skeleton height="1.25rem" width="4.5rem" />
          <Skeleton height="1rem" width="4rem" />
          <Skeleton height="2rem" width="5rem" />
        </div>
      ))}
    </div>
  );
}
