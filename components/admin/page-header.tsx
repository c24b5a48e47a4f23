import styles from "./admin.module.css";

export function PageHeader({
  title,
  lead,
  total,
  totalLabel,
}: {
  title: string;
  lead?: string;
  total?: number;
  totalLabel?: string;
}) {
  return (
    <div className={styles.pageHeader}>
      <div>
        <h1 className={styles.pageTitle}>{title}</h1>
        {lead && <p className={styles.pageLead}>{lead}</p>}
      </div>
      {total !== undefined && (
        <p className={styles.total}>
          {totalLabel ?? "Total"}:{" "}
          <strong data-testid="list-total">{new Intl.NumberFormat("en-NG").format(total)}</strong>
        </p>
      )}
    </div>
  );
}
