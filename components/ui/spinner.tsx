import styles from "./spinner.module.css";

/** A busy indicator; with a label it is announced (role=status), without one it is decorative. */
export function Spinner({
  size = "normal",
  label = "Loading…",
}: {
  size?: "small" | "normal" | "large";
  label?: string;
}) {
  const cls = [styles.spinner, size !== "normal" && styles[size]].filter(Boolean).join(" ");
  if (!label) return <span className={cls} aria-hidden="true" />;
  return (
    <span role="status">
      <span className={cls} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** A grey placeholder block while content loads. */
export function Skeleton({
  width = "100%",
  height = "1rem",
  className,
}: {
  width?: string;
  height?: string;
  className?: string;
}) {
  return (
    <span
      className={[styles.skeleton, className].filter(Boolean).join(" ")}
      style={{ width, height }}
      aria-hidden="true"
    />
  );
}
