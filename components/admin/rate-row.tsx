import styles from "./admin.module.css";

/**
 * One labelled figure of an admin settings form: a row of the rates grid (label, input, and in the
 * third cell the field's own error, tied to the input).
 */
export function RateRow({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}) {
  return (
    <div className={styles.rateRow}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={styles.rateInput}
        inputMode="decimal"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <span id={`${id}-error`} className={styles.rateError} role={error ? "alert" : undefined}>
        {error}
      </span>
    </div>
  );
}
