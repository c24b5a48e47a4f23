import styles from "./admin.module.css";

/** The frame of a list: an optional heading, the table (or its error), and paging below. */
export function TableCard({
  title,
  children,
  labelledBy,
}: {
  title?: string;
  children: React.ReactNode;
  labelledBy?: string;
}) {
  return (
    <section
      className={styles.tableWrap}
      aria-labelledby={title ? labelledBy : undefined}
      aria-label={title ? undefined : labelledBy}
    >
      {title && (
        <h2 id={labelledBy} className={styles.tableTitle}>
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}
