"use client";
import { Skeleton } from "@/components/ui/spinner";
import { formatNaira } from "@/lib/money";
import { useWallet } from "./use-wallet";
import styles from "./purchases.module.css";

/** The exam pin page's account card (spec 2.10): holder, virtual account and bank, balance. */
export function ExamAccountCard() {
  const { user, balance } = useWallet();
  return (
    <section id="account-card" className={styles.accountCard} aria-label="Your account" tabIndex={-1}>
      <p className={styles.accountEyebrow}>Account holder</p>
      <p className={styles.accountHolder}>{user ? user.account_name || user.name : <Skeleton width="10rem" />}</p>
      <div className={styles.accountRow}>
        <div>
          <p className={styles.accountEyebrow}>Virtual account</p>
          <p className={styles.accountNumber}>
            {user ? (user.account_number ?? "Not available yet") : <Skeleton width="8rem" />}
          </p>
          <p>{user?.bank_name ?? ""}</p>
        </div>
        <div>
          <p className={styles.accountEyebrow}>Available balance</p>
          <p className={styles.accountBalance} data-testid="exam-balance">
            {balance !== null ? formatNaira(balance) : <Skeleton width="7rem" />}
          </p>
        </div>
      </div>
    </section>
  );
}
