import styles from "./transactions.module.css";

/** No rows: either nothing has happened yet, or the filters match nothing. */
export function TransactionsEmpty({ filtered, action }: { filtered?: boolean; action?: React.ReactNode }) {
  return (
    <div className={styles.empty} data-testid="transactions-empty">
      <p className={styles.emptyTitle}>{filtered ? "No transactions match these filters." : "No transactions yet."}</p>
      <p className={styles.emptyText}>
        {filtered ? "Try other filters or clear them to see everything." : "Fund your wallet by bank transfer and your transactions will show here."}
      </p>
      {action}
    </div>
  );
}
