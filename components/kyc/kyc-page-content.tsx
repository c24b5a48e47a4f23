"use client";
import { useState } from "react";
import { Card } from "@/components/ui/card";
import type { KycStatus, KycSubmissionView } from "@/lib/contracts/kyc";
import { KycPageForm } from "./kyc-page-form";
import { KycStatusBadge, KycSummary } from "./kyc-summary";
import styles from "./kyc.module.css";

/**
 * The status card and the form of /kyc. The status follows the submit's answer at once, so the card
 * never reads "Not submitted" beside "KYC submitted successfully!" while the page waits to redirect.
 */
export function KycPageContent({
  status: initialStatus,
  submission: initialSubmission,
}: {
  status: KycStatus;
  submission: KycSubmissionView | null;
}) {
  const [status, setStatus] = useState(initialStatus);
  const [submission, setSubmission] = useState(initialSubmission);
  return (
    <>
      <Card title="Status">
        <p className={styles.note} aria-live="polite">
          Your KYC status: <KycStatusBadge status={status} />
        </p>
        {submission && <KycSummary submission={submission} />}
      </Card>
      {initialStatus !== "verified" && (
        <Card title={status === "failed" ? "Submit again" : "Your details"}>
          <KycPageForm
            onRecorded={(recorded) => {
              setStatus(recorded.status);
              if (recorded.submission) setSubmission(recorded.submission);
            }}
          />
        </Card>
      )}
    </>
  );
}
