import { formatAdminDateTime } from "@/lib/admin/admin-format";
import styles from "./admin.module.css";

/**
 * An admin date and time ("2026-11-30 16:04") that may wrap between the date and the time, never
 * inside either: in a narrow column the date broke at its hyphens ("2026-11- / 30").
 */
export function DateTimeText({ value }: { value: string | Date | null | undefined }) {
  const text = formatAdminDateTime(value);
  const space = text.indexOf(" ");
  if (space < 0) return <>{text}</>;
  return (
    <>
      <span className={styles.nowrap}>{text.slice(0, space)}</span>{" "}
      <span className={styles.nowrap}>{text.slice(space + 1)}</span>
    </>
  );
}
