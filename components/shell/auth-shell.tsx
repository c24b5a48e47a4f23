import Link from "next/link";
import { Brand, SUPPORT_EMAIL } from "./brand";
import styles from "./auth-shell.module.css";

/** Centered card with the brand, for login, registration, codes, password reset and terms. */
export function AuthShell({ children, wide }: { children: React.ReactNode; wide?: boolean }) {
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <Brand href="/login" />
      </header>
      <main id="main" tabIndex={-1} className={[styles.card, wide && styles.wide].filter(Boolean).join(" ")}>
        {children}
      </main>
      <footer className={styles.footer}>
        <Link href="/terms">Terms of Service</Link> · Need help? <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </footer>
    </div>
  );
}
