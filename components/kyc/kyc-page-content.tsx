"use client";
import { useState } from "react";
import { Card } from "@/components/ui/card";
import type { KycIdentifiers, KycStatus, KycSubmissionView } from "@/lib/contracts/kyc";
import type { VirtualAccountState } from "@/lib/contracts/wallet";
import { DASHBOARD_MESSAGES } from "@/components/wallet/wallet-messages";
import { KycPageForm } from "./kyc-page-form";
import { KycStatusBadge, KycSummary } from "./kyc-summary";
import { KycWhy } from "./kyc-why";
import styles from "./kyc.module.css";

/** The account as the status card states it. */
function AccountStatus({ account }: { account: VirtualAccountState }) {
  const s = account.virtual_account_status;
  return (
    <p className={styles.note} data-testid="kyc-account-status">
      Account number:{" "}
      {s === "active" ? (
        <strong>
          {account.account_number}
          {account.bank_name ? ` (${account.bank_name})` : ""}
        </strong>
      ) : s === "pending" ? (
        DASHBOARD_MESSAGES.accountPending
      ) : s === "failed" ? (
        `not set up. ${account.virtual_account_reason ?? ""}`
      ) : (
        "not set up yet: give your BVN or NIN below."
      )}
    </p>
  );
}

/**
 * The status card and the form of /kyc. The status follows the submit's answer at once, so the card
 * never reads "Not submitted" beside "KYC submitted successfully!" while the page waits to redirect.
 * The form is the one KYC step: without an account number it gets one; with one it adds the
 * identifier not linked yet; while a reservation is under way there is nothing to submit.
 */
export function KycPageContent({
  status: initialStatus,
  submission: initialSubmission,
  identifiers,
  account: initialAccount,
}: {
  status: KycStatus;
  submission: KycSubmissionView | null;
  identifiers: KycIdentifiers;
  account: VirtualAccountState;
}) {
  const [status, setStatus] = useState(initialStatus);
  const [submission, setSubmission] = useState(initialSubmission);
  const [account, setAccount] = useState(initialAccount);
  const active = initialAccount.virtual_account_status === "active";
  const reserving = initialAccount.virtual_account_status === "pending";
  const complete = Boolean(identifiers.bvn && identifiers.nin);
  const formTitle =
    status === "failed"
      ? "Submit again"
      : !active
        ? "Get your account number"
        : identifiers.bvn
          ? "Add your NIN"
          : identifiers.nin
            ? "Add your BVN"
            : "Add your BVN or NIN";
  return (
    <>
      <Card title="Status">
        <p className={styles.note} aria-live="polite">
          Your KYC status: <KycStatusBadge status={status} />
        </p>
        {(identifiers.bvn || identifiers.nin) && (
          <p className={styles.note} data-testid="kyc-identifiers">
            Linked to your account:{" "}
            {[identifiers.bvn && `BVN ${identifiers.bvn}`, identifiers.nin && `NIN ${identifiers.nin}`]
              .filter(Boolean)
              .join(", ")}
          </p>
        )}
        <AccountStatus account={account} />
        {submission && <KycSummary submission={submission} />}
      </Card>
      {reserving && (
        <Card title="Your account number">
          <p className={styles.note}>{DASHBOARD_MESSAGES.accountPendingShort}</p>
        </Card>
      )}
      {!reserving && !complete && (
        <Card title={formTitle}>
          <KycWhy accountActive={active} />
          <KycPageForm
            accountActive={active}
            linked={identifiers}
            onRecorded={(recorded, next) => {
              setStatus(recorded.status);
              if (recorded.submission) setSubmission(recorded.submission);
              if (next) setAccount(next);
            }}
          />
        </Card>
      )}
    </>
  );
}
