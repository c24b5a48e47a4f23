"use client";
import Link from "next/link";
import { useIntentPrefetch } from "@/components/ui/intent-prefetch";
import { SUPPORT_EMAIL } from "@/components/shell/brand";
import type { User } from "@/lib/contracts/user";
import { formatNaira } from "@/lib/money";
import { FUND_WALLET_HREF } from "@/components/shell/customer-nav";
import { accountNotice } from "./account-state";
import { useCopyAccountNumber } from "./use-copy-account-number";
import { useRefreshAccount } from "./use-refresh-account";
import { HIGHLIGHT_MS, useTimedFlag } from "./use-timed-flag";
import styles from "./wallet.module.css";

/** A line of text still loading, inside the element whose line it stands for (so the height is that line's). */
function Pending({ width }: { width: string }) {
  return <span className={styles.skeletonText} style={{ width }} />;
}

/**
 * The account card while the customer loads: the ready card's own elements with its fixed words,
 * the values still loading, so the card keeps its height when the answer streams in and nothing
 * below it moves (layout shift, issue 21 point 4).
 */
export function AccountCardSkeleton() {
  return (
    <section className={styles.accountCard} aria-busy="true" aria-label="Your account">
      <span className="visually-hidden" role="status">
        Loading your account…
      </span>
      <div className={styles.cardTop} aria-hidden="true">
        <div>
          <p className={styles.eyebrow}>Account holder</p>
          <p className={styles.holder}>
            <Pending width="60%" />
          </p>
        </div>
      </div>
      <div aria-hidden="true">
        <p className={styles.balanceLabel}>Available Balance</p>
        <p className={styles.balance}>
          <Pending width="55%" />
        </p>
        <div className={styles.accountBox}>
          <div>
            <p className={styles.eyebrow}>Virtual account number</p>
            <p className={styles.accountNumber}>
              <Pending width="45%" />
            </p>
            <p className={styles.bank}>
              <Pending width="65%" />
            </p>
          </div>
          <div className={styles.cardActions}>
            <span className={styles.cardButton}>Copy</span>
            <span className={styles.cardButton}>Refresh account details</span>
          </div>
        </div>
        <p className={styles.feedback} />
        <p className={styles.cardFoot}>Transfer to this account from any bank to fund your wallet. How to fund</p>
      </div>
    </section>
  );
}

/**
 * The account card (spec 2.5): holder name, virtual account number with bank, available balance,
 * copy and refresh actions. It highlights for 2 s after load and after a copy. Without an account
 * number it asks for the BVN or NIN that gets one (Monnify requires it), says it is being set up
 * (and when the bank is asked again), or why it failed and what to do.
 */
export function AccountCard({
  user,
  loadError,
  onRetry,
  onGetAccountNumber,
}: {
  user: User | undefined;
  loadError?: string | null;
  onRetry?: () => void;
  /** Opens the BVN/NIN form. */
  onGetAccountNumber: () => void;
}) {
  const [highlighted, raiseHighlight] = useTimedFlag(HIGHLIGHT_MS, true);
  const ready = user?.virtual_account_status === "active" && !!user.account_number;
  const notice = user ? accountNotice(user, new Date()) : null;
  const { copy, copied, error: copyError } = useCopyAccountNumber(ready ? user?.account_number : null, raiseHighlight);
  const { refresh, busy, feedback } = useRefreshAccount();
  const howToFund = useIntentPrefetch(FUND_WALLET_HREF);

  if (!user) {
    if (!loadError) return <AccountCardSkeleton />;
    return (
      <section className={styles.accountCard} aria-label="Your account">
        <div className={styles.cardNotice} role="alert">
          <p>{loadError}</p>
          {onRetry && (
            <button type="button" className={`${styles.cardButton} ${styles.cardButtonSolid}`} onClick={onRetry}>
              Try again
            </button>
          )}
        </div>
      </section>
    );
  }

  const holder = user.account_name || user.name;
  const refreshButton = (
    <button type="button" className={styles.cardButton} onClick={refresh} disabled={busy} aria-busy={busy || undefined}>
      {busy ? "Refreshing…" : "Refresh account details"}
    </button>
  );

  return (
    <section
      className={styles.accountCard}
      aria-labelledby="account-card-title"
      data-testid="account-card"
      data-highlighted={highlighted ? "true" : "false"}
    >
      <div className={styles.cardTop}>
        <div>
          <p className={styles.eyebrow} id="account-card-title">
            Account holder
          </p>
          <p className={styles.holder} data-testid="account-holder">
            {holder}
          </p>
        </div>
      </div>
      <p className={styles.balanceLabel}>Available Balance</p>
      <p className={styles.balance} data-testid="available-balance">
        {formatNaira(user.balance)}
      </p>

      {ready ? (
        <div className={styles.accountBox}>
          <div>
            <p className={styles.eyebrow}>Virtual account number</p>
            <p className={styles.accountNumber} data-testid="account-number">
              {user.account_number}
            </p>
            <p className={styles.bank} data-testid="bank-name">
              {user.bank_name ?? "Bank not available"}
            </p>
          </div>
          <div className={styles.cardActions}>
            <button
              type="button"
              className={`${styles.cardButton} ${styles.cardButtonSolid}`}
              onClick={copy}
              aria-label="Copy account number"
            >
              {copied ? "Copied" : "Copy"}
            </button>
            {refreshButton}
          </div>
        </div>
      ) : (
        notice && (
          <div className={styles.cardNotice} data-testid="account-notice" data-state={notice.kind}>
            <p role="status" className={styles.noticeTitle}>
              {notice.title}
            </p>
            {notice.text && <p data-testid="account-notice-text">{notice.text}</p>}
            {notice.detail && <p>{notice.detail}</p>}
            {(notice.kind === "refused" || notice.kind === "unreachable") && (
              <p>
                Need help? <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
              </p>
            )}
            <div className={styles.cardActions}>
              {notice.actions.includes("ask") && (
                <button
                  type="button"
                  className={`${styles.cardButton} ${styles.cardButtonSolid}`}
                  onClick={onGetAccountNumber}
                >
                  {notice.kind === "ask" ? "Get your account number" : "Try again with your BVN or NIN"}
                </button>
              )}
              {/* No Copy: there is no number yet (it comes with the ready card). */}
              {notice.actions.includes("refresh") && refreshButton}
            </div>
          </div>
        )
      )}

      <p
        className={[styles.feedback, (copyError || feedback?.tone === "error") && styles.feedbackError]
          .filter(Boolean)
          .join(" ")}
        aria-live="polite"
        data-testid="account-feedback"
      >
        {copied ? "Account number copied to clipboard." : (copyError ?? feedback?.text ?? "")}
      </p>
      {ready && (
        <p className={styles.cardFoot}>
          Transfer to this account from any bank to fund your wallet.{" "}
          <Link href={FUND_WALLET_HREF} {...howToFund}>
            How to fund
          </Link>
        </p>
      )}
    </section>
  );
}
