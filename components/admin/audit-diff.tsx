import styles from "./admin.module.css";

const show = (v: unknown) => (v === undefined ? "—" : typeof v === "string" ? v : JSON.stringify(v));

/** Before → after of an audit entry, one line per field that the entry records. */
export function AuditDiff({
  before,
  after,
}: {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (!keys.length) return <>—</>;
  return (
    <span className={styles.diff}>
      {keys.map((k) => (
        <span key={k}>
          <span className={styles.diffKey}>{k.replace(/_/g, " ")}:</span>{" "}
          {before && k in before ? `${show(before[k])} → ` : ""}
          <strong>{show(after?.[k])}</strong>
        </span>
      ))}
    </span>
  );
}
