import styles from "./alert.module.css";

export type AlertTone = "error" | "success" | "info" | "warning";

const ICONS: Record<AlertTone, string> = { error: "!", success: "✓", info: "i", warning: "!" };

/** A message box. Errors and warnings interrupt (role=alert); success and info are polite (role=status). */
export function Alert({
  tone = "info",
  title,
  children,
  className,
}: {
  tone?: AlertTone;
  title?: string;
  children: React.ReactNode;
  className?: string;
}) {
  const role = tone === "error" || tone === "warning" ? "alert" : "status";
  return (
    <div role={role} className={[styles.alert, styles[tone], className].filter(Boolean).join(" ")}>
      <span className={styles.icon} aria-hidden="true">
        {ICONS[tone]}
      </span>
      <div>
        {title && <p className={styles.title}>{title}</p>}
        <p>{children}</p>
      </div>
    </div>
  );
}
