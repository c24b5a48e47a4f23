"use client";
import { TextField } from "@/components/ui/text-field";
import { formatNaira } from "@/lib/money";
import styles from "./purchases.module.css";

/** A naira amount the customer types (airtime, electricity); the hint gives way to an error, never sits beside it. */
export function AmountField({
  value,
  onChange,
  error,
  placeholder,
  hint,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  placeholder: string;
  hint: string;
}) {
  return (
    <TextField
      label="Amount (₦)"
      required
      inputMode="decimal"
      autoComplete="off"
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      hint={error ? undefined : hint}
    />
  );
}

/** The read-only amount set by the chosen plan or variation (empty until one is chosen). */
export function LockedAmountField({
  naira,
  placeholder,
  hint,
}: {
  naira: number | undefined;
  placeholder: string;
  hint?: string;
}) {
  return (
    <TextField
      label="Amount"
      readOnly
      value={naira === undefined ? "" : formatNaira(naira)}
      placeholder={placeholder}
      hint={hint}
      inputClassName={styles.locked}
    />
  );
}
