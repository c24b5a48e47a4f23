import styles from "./admin.module.css";

/**
 * The frame of a list: an optional heading, the table (or its error), and paging below. A named
 * region a keyboard can focus, so a table wider than the screen scrolls with the arrow keys.
 */
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
      tabIndex={0}
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
