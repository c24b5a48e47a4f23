"use client";
import Link from "next/link";
import { useEffect, useRef } from "react";
import { Card } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { Spinner } from "@/components/ui/spinner";
import { canDownloadReceipt, type PurchaseOutcome } from "@/lib/purchases/outcome";
import type { PurchaseService } from "@/lib/purchases/request-id";
import { shortReference } from "@/lib/purchases/short-reference";
import type { SummaryQuery } from "@/lib/purchases/summary-query";
import { SaveBeneficiary } from "@/components/beneficiaries/save-beneficiary";
import { RenewAutomatically } from "@/components/schedules/renew-automatically";
import { FundWalletLink } from "./fund-wallet-link";
import { MoreServices } from "./more-services";
import { ReceiptButton } from "./receipt-button";
import { TransactionDetails } from "./transaction-details";
import { usePendingPurchase } from "./use-pending-purchase";
import { useWallet } from "./use-wallet";
import styles from "./purchases.module.css";

const HEAD = {
  success: { icon: "✓", cls: styles.iconSuccess, title: "Purchase successful" },
  pending: { icon: "…", cls: styles.iconPending, title: "Purchase pending" },
  failed: { icon: "!", cls: styles.iconFailed, title: "Purchase failed" },
  unconfirmed: { icon: "?", cls: styles.iconPending, title: "Payment not confirmed yet" },
} as const;

/**
 * The result view after 'Confirm and Pay': success, failure with the error, or pending (honestly),
 * read again until final; each with its reference and Transaction Details.
 */
export function PurchaseResult({
  service,
  outcome,
  onChange,
  requestId,
  query,
}: {
  service: PurchaseService;
  /** What the customer entered (the summary's query): the recipient "Save as beneficiary" keeps. */
  query?: SummaryQuery;
  outcome: PurchaseOutcome;
  onChange: (next: PurchaseOutcome) => void;
  /** The purchase's request id: its short form is the reference the customer reads (summary and result alike). */
  requestId: string;
}) {
  const { balance: walletBalance, refresh } = useWallet();
  usePendingPurchase(service, outcome, onChange);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The wallet changed: read it again so the balance (and the dashboard) are current.
  useEffect(() => {
    void refresh();
    headingRef.current?.focus();
  }, [outcome.kind, refresh]);

  const head = HEAD[outcome.kind];
  const t = outcome.transaction;
  const text =
    outcome.kind === "success"
      ? outcome.message || "Your purchase was completed."
      : outcome.kind === "pending"
        ? outcome.message || "Your purchase is being processed. We will update its status shortly."
        : outcome.message;

  return (
    <div className={styles.stack} data-testid="purchase-result" data-outcome={outcome.kind}>
      <Card>
        <div className={styles.resultHead}>
          <span className={`${styles.resultIcon} ${head.cls}`} aria-hidden="true">
            {head.icon}
          </span>
          <h2 className={styles.resultTitle} ref={headingRef} tabIndex={-1}>
            {head.title}
          </h2>
          <p
            className={styles.resultText}
            role={outcome.kind === "failed" || outcome.kind === "unconfirmed" ? "alert" : "status"}
          >
            {text}
          </p>
          <p className={styles.reference}>
            Reference: <code data-testid="result-reference">{shortReference(requestId)}</code>
            <CopyButton value={shortReference(requestId)} label="reference" />
          </p>
          {(outcome.kind === "pending" || outcome.kind === "unconfirmed") && (
            <p className={styles.polling}>
              <Spinner size="small" label="" /> Checking the status…
            </p>
          )}
        </div>
        <h3 className={styles.moreTitle}>Transaction Details</h3>
        <TransactionDetails
          service={service}
          outcome={outcome}
          balance={outcome.balance ?? walletBalance}
          requestId={requestId}
        />
        {(outcome.kind === "success" || outcome.kind === "pending") && query && (
          <SaveBeneficiary service={service} query={query} verifiedName={t.customer_name} />
        )}
        {service === "paytv" && outcome.kind === "success" && t.history_id && (
          <RenewAutomatically transactionId={t.history_id} />
        )}
        {outcome.kind === "failed" && outcome.insufficientBalance && (
          <div className={styles.actions}>
            <FundWalletLink />
          </div>
        )}
        {canDownloadReceipt(t.status) && t.id && (
          <div className={styles.actions}>
            <ReceiptButton id={t.id} reference={t.reference} />
          </div>
        )}
        {t.history_id && (
          <p className={styles.transactionLink}>
            <Link href={`/transactions/${encodeURIComponent(t.history_id)}`}>View transaction</Link>
          </p>
        )}
      </Card>
      <Card>
        <MoreServices />
      </Card>
    </div>
  );
}
