import { CASE_STATUS_LABELS, type CaseStatusName } from "@/lib/contracts/claims";
import styles from "@/components/transactions/transactions.module.css";

const TONE: Record<CaseStatusName, string> = {
  open: "pending",
  waiting_on_provider: "pending",
  resolved: "ok",
  rejected: "bad",
};

/** A claim's or dispute's status, in the history badges' colours. */
export function CaseStatusBadge({ status }: { status: CaseStatusName }) {
  return <span className={[styles.badge, styles[TONE[status]]].join(" ")}>{CASE_STATUS_LABELS[status]}</span>;
}
