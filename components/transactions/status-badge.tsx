import { statusLabel, statusTone } from "./transaction-display";
import styles from "./transactions.module.css";

export function StatusBadge({ status }: { status: string }) {
  return <span className={[styles.badge, styles[statusTone(status)]].join(" ")}>{statusLabel(status)}</span>;
}
