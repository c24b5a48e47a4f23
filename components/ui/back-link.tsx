import Link from "next/link";
import styles from "./back-link.module.css";

/** The link back to a page's list ("← All transactions", "← My claims"), the same on every page. */
export function BackLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Link href={href} className={styles.back}>
      ← {children}
    </Link>
  );
}
