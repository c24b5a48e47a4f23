import styles from "./transactions.module.css";

/** No rows: either nothing has happened yet, or the filters match nothing. */
export function TransactionsEmpty({
  filtered,
  pastEnd,
  action,
}: {
  filtered?: boolean;
  pastEnd?: boolean;
  action?: React.ReactNode;
}) {
  const [title, text] = pastEnd
    ? ["There is nothing on this page.", "The history has fewer pages than this."]
    : filtered
      ? ["No transactions match these filters.", "Try other filters or clear them to see everything."]
      : ["No transactions yet.", "Fund your wallet by bank transfer and your transactions will show here."];
  return (
    <div className={styles.empty} data-testid="transactions-empty">
      <p className={styles.emptyTitle}>{title}</p>
      <p className={styles.emptyText}>{text}</p>
      {action}
    </div>
  );
}
