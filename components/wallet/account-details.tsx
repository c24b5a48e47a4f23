"use client";
import type { User } from "@/lib/contracts/user";
import { Button } from "@/components/ui/button";
import { useCopyAccountNumber } from "./use-copy-account-number";
import { DASHBOARD_MESSAGES } from "./wallet-messages";
import styles from "./wallet.module.css";

/** Bank, account number and account name with a copy action (Fund Account view, profile). */
export function AccountDetails({ user, onCopied }: { user: User; onCopied?: () => void }) {
  const ready = user.virtual_account_status === "active" && !!user.account_number;
  const { copy, copied, error } = useCopyAccountNumber(ready ? user.account_number : null, onCopied);
  if (!ready) {
    return (
      <p role="status" data-testid="account-details-missing">
        {user.virtual_account_status === "pending"
          ? `${DASHBOARD_MESSAGES.accountPending} Please check back in a moment.`
          : user.virtual_account_status === "failed"
            ? DASHBOARD_MESSAGES.noAccountNumber
            : DASHBOARD_MESSAGES.accountNotLoaded}
      </p>
    );
  }
  return (
    <>
      <dl className={styles.details}>
        <div className={styles.detailRow}>
          <dt>Bank</dt>
          <dd>{user.bank_name ?? "N/A"}</dd>
        </div>
        <div className={styles.detailRow}>
          <dt>Account Number</dt>
          <dd className={styles.mono}>{user.account_number}</dd>
        </div>
        <div className={styles.detailRow}>
          <dt>Account Name</dt>
          <dd>{user.account_name || user.name}</dd>
        </div>
      </dl>
      <div className={styles.copyRow}>
        <Button variant="secondary" size="small" onClick={copy}>
          Copy account number
        </Button>
        <span aria-live="polite" className={styles.copied}>
          {copied ? "Copied" : ""}
        </span>
        {error && <span role="alert">{error}</span>}
      </div>
    </>
  );
}
