"use client";
import { useId, type ComponentProps } from "react";
import { describedBy, FieldError, FieldHint, RequiredMark } from "./field-parts";
import styles from "./field.module.css";

export interface TextFieldProps extends Omit<ComponentProps<"input">, "id"> {
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: React.ReactNode;
  id?: string;
  /** Extra class for the <input> itself (className goes on the wrapper). */
  inputClassName?: string;
  /** Announce the error as it appears (FieldError's `alert`). */
  announceError?: boolean;
}

/** A labelled input whose hint and error are tied to it (aria-describedby, aria-invalid). */
export function TextField({
  label,
  hint,
  error,
  id,
  className,
  inputClassName,
  required,
  announceError,
  ...rest
}: TextFieldProps) {
  const auto = useId();
  const fieldId = id ?? `f${auto.replace(/:/g, "")}`;
  return (
    <div className={[styles.field, className].filter(Boolean).join(" ")}>
      <label htmlFor={fieldId} className={styles.label}>
        {label}
        <RequiredMark required={required} />
      </label>
      <input
        id={fieldId}
        className={[styles.control, inputClassName].filter(Boolean).join(" ")}
        required={required}
        {...describedBy(fieldId, hint, error)}
        {...rest}
      />
      <FieldError id={fieldId} alert={announceError}>
        {error}
      </FieldError>
      <FieldHint id={fieldId}>{hint}</FieldHint>
    </div>
  );
}
