import styles from "./admin.module.css";

/** One labelled figure of an admin settings form: a row of the rates grid (label, input, the grid's empty third cell). */
export function RateRow({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className={styles.rateRow}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={styles.rateInput}
        inputMode="decimal"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <span />
    </div>
  );
}
