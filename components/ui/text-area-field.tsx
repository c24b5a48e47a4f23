"use client";
import { useId, type ComponentProps } from "react";
import { describedBy, FieldError, FieldHint } from "./field-parts";
import styles from "./field.module.css";

export interface TextAreaFieldProps extends Omit<ComponentProps<"textarea">, "id"> {
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: React.ReactNode;
  id?: string;
}

/** A labelled multi-line input, with the text field's look, hint and error wiring. */
export function TextAreaField({ label, hint, error, id, className, rows = 4, ...rest }: TextAreaFieldProps) {
  const auto = useId();
  const fieldId = id ?? `f${auto.replace(/:/g, "")}`;
  return (
    <div className={[styles.field, className].filter(Boolean).join(" ")}>
      <label htmlFor={fieldId} className={styles.label}>
        {label}
      </label>
      <textarea id={fieldId} rows={rows} className={styles.control} {...describedBy(fieldId, hint, error)} {...rest} />
      <FieldError id={fieldId}>{error}</FieldError>
      <FieldHint id={fieldId}>{hint}</FieldHint>
    </div>
  );
}
