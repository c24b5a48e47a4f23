"use client";
import { useId } from "react";
import { describedBy, FieldError, FieldHint, RequiredMark } from "./field-parts";
import styles from "./field.module.css";

export interface RadioOption {
  value: string;
  label: React.ReactNode;
  disabled?: boolean;
}

/**
 * A choice among a few options as radio buttons in a fieldset (its legend is the label). Each radio
 * carries the group's error and hint, so focusFirstInvalid lands on the first one.
 */
export function RadioGroupField({
  label,
  name,
  options,
  value,
  onChange,
  hint,
  error,
  required,
  disabled,
  id,
}: {
  label: React.ReactNode;
  name: string;
  options: readonly RadioOption[];
  value: string;
  onChange: (value: string) => void;
  hint?: React.ReactNode;
  error?: React.ReactNode;
  required?: boolean;
  disabled?: boolean;
  id?: string;
}) {
  const auto = useId();
  const fieldId = id ?? `f${auto.replace(/:/g, "")}`;
  return (
    <fieldset className={[styles.field, styles.radioGroup].join(" ")} disabled={disabled}>
      <legend className={styles.label}>
        {label}
        <RequiredMark required={required} />
      </legend>
      <div className={styles.radioRow}>
        {options.map((o) => (
          <label key={o.value} className={styles.radioChoice} data-checked={value === o.value || undefined}>
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              disabled={o.disabled}
              required={required}
              onChange={() => onChange(o.value)}
              className={styles.radio}
              {...describedBy(fieldId, hint, error)}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={fieldId}>{error}</FieldError>
      <FieldHint id={fieldId}>{hint}</FieldHint>
    </fieldset>
  );
}
