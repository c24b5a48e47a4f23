import Link from "next/link";
import styles from "./purchases.module.css";

/** Page heading with a back link (to the dashboard, or the entry page from a summary). */
export function PurchaseHeader({
  title,
  subtitle,
  backHref = "/dashboard",
  backLabel = "Back to dashboard",
}: {
  title: string;
  subtitle?: string;
  backHref?: string;
  backLabel?: string;
}) {
  return (
    <div className={styles.head}>
      <Link href={backHref} className={styles.back} aria-label={backLabel}>
        <span aria-hidden="true">←</span>
      </Link>
      <div>
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
    </div>
  );
}
