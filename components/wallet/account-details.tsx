"use client";
import type { User } from "@/lib/contracts/user";
import { Button, ButtonLink } from "@/components/ui/button";
import { accountNotice } from "./account-state";
import { useCopyAccountNumber } from "./use-copy-account-number";
import styles from "./wallet.module.css";

/**
 * Bank, account number and account name with a copy action (Fund Account view, profile); without
 * a number, what its state says and the way to the BVN/NIN form (opened here, or /kyc).
 */
export function AccountDetails({
  user,
  onCopied,
  onGetAccountNumber,
}: {
  user: User;
  onCopied?: () => void;
  onGetAccountNumber?: () => void;
}) {
  const ready = user.virtual_account_status === "active" && !!user.account_number;
  const notice = accountNotice(user, new Date());
  const { copy, copied, error } = useCopyAccountNumber(ready ? user.account_number : null, onCopied);
  if (!ready) {
    const label = notice?.kind === "ask" ? "Get your account number" : "Try again with your BVN or NIN";
    return (
      <div className={styles.missing}>
        <p role="status" data-testid="account-details-missing">
          <strong>{notice?.title}</strong> {notice?.text} {notice?.detail}
        </p>
        {notice?.actions.includes("ask") &&
          (onGetAccountNumber ? (
            <Button size="small" onClick={onGetAccountNumber}>
              {label}
            </Button>
          ) : (
            <ButtonLink href="/kyc" size="small">
              {label}
            </ButtonLink>
          ))}
      </div>
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
