import { accountStatusDisplay, transactionStatusDisplay } from "@/lib/admin/admin-format";
import styles from "./admin.module.css";

/** A status as the admin screens show it (spec 4): green for good, red for bad, amber otherwise. */
export function StatusBadge({ status, kind }: { status: string; kind: "transaction" | "account" }) {
  const { label, tone } = kind === "transaction" ? transactionStatusDisplay(status) : accountStatusDisplay(status);
  return <span className={`${styles.badge} ${styles[tone]}`}>{label}</span>;
}
