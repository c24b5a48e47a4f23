"use client";
import { useId, type ComponentProps } from "react";
import { describedBy, FieldError, FieldHint } from "./field-parts";
import styles from "./field.module.css";

export interface CheckboxFieldProps extends Omit<ComponentProps<"input">, "id" | "type"> {
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: React.ReactNode;
  id?: string;
}

export function CheckboxField({ label, hint, error, id, className, ...rest }: CheckboxFieldProps) {
  const auto = useId();
  const fieldId = id ?? `f${auto.replace(/:/g, "")}`;
  return (
    <div className={[styles.field, className].filter(Boolean).join(" ")}>
      <div className={styles.checkRow}>
        <input
          id={fieldId}
          type="checkbox"
          className={styles.checkbox}
          {...describedBy(fieldId, hint, error)}
          {...rest}
        />
        <label htmlFor={fieldId} className={styles.checkLabel}>
          {label}
        </label>
      </div>
      <FieldError id={fieldId}>{error}</FieldError>
      <FieldHint id={fieldId}>{hint}</FieldHint>
    </div>
  );
}
