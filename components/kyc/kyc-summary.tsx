import { KYC_ID_TYPE_LABELS, type KycStatus, type KycSubmissionView } from "@/lib/contracts/kyc";
import details from "@/components/ui/detail-list.module.css";
import styles from "./kyc.module.css";

const LABELS: Record<KycStatus, string> = {
  not_submitted: "Not submitted",
  submitted: "Submitted",
  verified: "Verified",
  failed: "Failed",
};

export function KycStatusBadge({ status }: { status: KycStatus }) {
  return (
    <span className={[styles.badge, styles[status]].join(" ")} data-testid="kyc-status-badge">
      {LABELS[status]}
    </span>
  );
}

/** The latest submission, BVN/NIN masked (spec 2.12). */
export function KycSummary({ submission }: { submission: KycSubmissionView }) {
  const rows: [string, string][] = [
    ["Full name", submission.full_name],
    [KYC_ID_TYPE_LABELS[submission.id_type], submission.bvn_nin_masked],
    ["Date of birth", submission.date_of_birth],
    ["Mobile number", submission.mobile_no],
    ["Referral source", submission.referral_source],
  ];
  return (
    <dl className={details.list}>
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
      {submission.failure_reason && submission.status === "failed" && (
        <div>
          <dt>Reason</dt>
          <dd>{submission.failure_reason}</dd>
        </div>
      )}
    </dl>
  );
}
