"use client";
import { useId } from "react";
import { useRefocusOnError } from "@/components/ui/use-refocus-on-error";
import { describedBy, FieldHint, RequiredMark } from "@/components/ui/field-parts";
import fieldStyles from "@/components/ui/field.module.css";
import { PIN_LENGTH, sanitizePin } from "@/lib/contracts/pin";
import styles from "./pin-pad.module.css";

export interface PinPadProps {
  value: string;
  onChange: (pin: string) => void;
  /** The accessible name, read by screen readers: "Transaction PIN" unless the step needs another. */
  label?: string;
  hint?: React.ReactNode;
  /** Announced when it appears (role=alert) and tied to the input. */
  error?: string | null;
  id?: string;
  name?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  /** A field the form needs (the label's "*", and the input's `required`). */
  required?: boolean;
  /** Called once the fourth digit is in. */
  onComplete?: (pin: string) => void;
  /** Enter in the field: the step's own action (Confirm and Pay), as a form's submit would be. */
  onEnter?: () => void;
}

/**
 * A 4-digit PIN entry drawn as four boxes. One real input (numeric keyboard on phones, no
 * autofill, any paste of digits kept) lies invisibly over the boxes, so focus, typing, paste and
 * screen readers all deal with one labelled field; the boxes show dots, never the digits.
 */
export function PinPad({
  value,
  onChange,
  label = "Transaction PIN",
  hint,
  error,
  id,
  name = "pin",
  autoFocus,
  disabled,
  required,
  onComplete,
  onEnter,
}: PinPadProps) {
  const auto = useId();
  const fieldId = id ?? `pin${auto.replace(/:/g, "")}`;
  const boxes = Array.from({ length: PIN_LENGTH }, (_, i) => i);
  const active = Math.min(value.length, PIN_LENGTH - 1);
  const inputRef = useRefocusOnError<HTMLInputElement>(error, disabled);
  return (
    <div
      className={[styles.field, error ? styles.invalid : null, disabled ? styles.disabled : null]
        .filter(Boolean)
        .join(" ")}
    >
      <label htmlFor={fieldId} className={fieldStyles.label}>
        {label}
        <RequiredMark required={required} />
      </label>
      <div className={styles.pad}>
        {boxes.map((i) => (
          <span
            key={i}
            aria-hidden="true"
            className={[styles.box, i < value.length ? styles.filled : null, i === active ? styles.active : null]
              .filter(Boolean)
              .join(" ")}
          >
            {i < value.length ? "•" : ""}
          </span>
        ))}
        <input
          ref={inputRef}
          id={fieldId}
          name={name}
          className={styles.input}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={PIN_LENGTH + 8 /* a pasted "12 34" is cleaned, not cut */}
          autoFocus={autoFocus}
          disabled={disabled}
          required={required}
          value={value}
          data-1p-ignore
          data-lpignore="true"
          {...describedBy(fieldId, hint, error)}
          onKeyDown={(e) => {
            if (e.key !== "Enter" || e.nativeEvent.isComposing || !onEnter) return;
            e.preventDefault();
            onEnter();
          }}
          onChange={(e) => {
            const pin = sanitizePin(e.target.value);
            onChange(pin);
            if (pin.length === PIN_LENGTH && value.length !== PIN_LENGTH) onComplete?.(pin);
          }}
        />
      </div>
      {error ? (
        <p id={`${fieldId}-error`} className={fieldStyles.error} role="alert">
          {error}
        </p>
      ) : null}
      <FieldHint id={fieldId}>{hint}</FieldHint>
    </div>
  );
}
