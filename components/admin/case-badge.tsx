import { CASE_STATUS_LABELS, type CaseStatusName } from "@/lib/contracts/claims";
import styles from "./admin.module.css";

const TONE: Record<CaseStatusName, string> = {
  open: "neutral",
  waiting_on_provider: "neutral",
  resolved: "good",
  rejected: "bad",
};

/** A case's status in the admin's badge colours. */
export function CaseBadge({ status }: { status: CaseStatusName }) {
  return <span className={`${styles.badge} ${styles[TONE[status]]}`}>{CASE_STATUS_LABELS[status]}</span>;
}
