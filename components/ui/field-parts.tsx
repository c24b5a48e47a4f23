import styles from "./field.module.css";

/**
 * The "*" after a required field's label, the one mark every form uses (hidden from screen readers:
 * the control's own `required` says it).
 */
export function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  ) : null;
}

/** The ids that tie a control to its hint and error, and the aria attributes that follow from them. */
export function describedBy(id: string, hint?: React.ReactNode, error?: React.ReactNode) {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return {
    "aria-describedby": ids.length ? ids.join(" ") : undefined,
    "aria-invalid": error ? (true as const) : undefined,
  };
}

export function FieldHint({ id, children }: { id: string; children?: React.ReactNode }) {
  return children ? (
    <p id={`${id}-hint`} className={styles.hint}>
      {children}
    </p>
  ) : null;
}

/**
 * A field's error, tied to it by describedBy. `alert`: announced as it appears, for a field whose
 * error comes while the focus stays in it (a code checked on Enter); forms that move the focus to
 * the first bad field need not, its description is read then.
 */
export function FieldError({ id, children, alert }: { id: string; children?: React.ReactNode; alert?: boolean }) {
  return children ? (
    <p id={`${id}-error`} className={styles.error} role={alert ? "alert" : undefined}>
      {children}
    </p>
  ) : null;
}
