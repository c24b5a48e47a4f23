"use client";
import { useId, type ComponentProps } from "react";
import { describedBy, FieldError, FieldHint, RequiredMark } from "./field-parts";
import styles from "./field.module.css";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends Omit<ComponentProps<"select">, "id" | "children"> {
  label: React.ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice such as "Select a network". */
  placeholder?: string;
  hint?: React.ReactNode;
  error?: React.ReactNode;
  id?: string;
}

export function SelectField({
  label,
  options,
  placeholder,
  hint,
  error,
  id,
  className,
  required,
  ...rest
}: SelectFieldProps) {
  const auto = useId();
  const fieldId = id ?? `f${auto.replace(/:/g, "")}`;
  return (
    <div className={[styles.field, className].filter(Boolean).join(" ")}>
      <label htmlFor={fieldId} className={styles.label}>
        {label}
        <RequiredMark required={required} />
      </label>
      <select
        id={fieldId}
        className={styles.control}
        required={required}
        {...describedBy(fieldId, hint, error)}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={fieldId}>{error}</FieldError>
      <FieldHint id={fieldId}>{hint}</FieldHint>
    </div>
  );
}
