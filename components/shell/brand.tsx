import Link from "next/link";
import styles from "./brand.module.css";

export const SUPPORT_EMAIL = "support@nairawallet.ng";

export function Brand({ href = "/", light }: { href?: string; light?: boolean }) {
  return (
    <Link href={href} className={[styles.brand, light && styles.light].filter(Boolean).join(" ")}>
      <span className={styles.mark} aria-hidden="true">
        ₦
      </span>
      Naira Wallet
    </Link>
  );
}
