"use client";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import styles from "./purchases.module.css";

/**
 * A number the provider verifies before a purchase (or a saved beneficiary): its field's rules and
 * button. One file each (meter-number-field.ts, smartcard-number-field.ts, jamb-profile-field.ts), so
 * a page carries only the one it uses.
 */
export interface VerifiedNumberField {
  label: string;
  button: string;
  maxLength: number;
  placeholder: string;
  hint?: string;
  numeric?: boolean;
  /** The text as typed or pasted, cleaned (a meter keeps digits only). */
  clean: (text: string) => string;
}

/**
 * The number field and its Verify button, side by side (one home for the entry forms and the "Add
 * beneficiary" form). `onChange` receives the text already cleaned (a meter keeps digits only).
 */
export function VerifyNumberRow({
  field: f,
  value,
  onChange,
  error,
  verifying,
  onVerify,
}: {
  field: VerifiedNumberField;
  value: string;
  onChange: (text: string) => void;
  error?: string;
  verifying: boolean;
  onVerify: () => void;
}) {
  return (
    <div className={styles.verifyRow}>
      <TextField
        label={f.label}
        required
        inputMode={f.numeric ? "numeric" : undefined}
        autoComplete="off"
        maxLength={f.maxLength}
        placeholder={f.placeholder}
        value={value}
        onChange={(e) => onChange(f.clean(e.target.value))}
        error={error}
        hint={f.hint}
      />
      <Button variant="secondary" onClick={onVerify} loading={verifying} loadingText="Verifying…">
        {f.button}
      </Button>
    </div>
  );
}

/**
 * What the provider answered for a verified number ("Customer name: …"), announced as a status;
 * `children` adds a line (a saved beneficiary's name that changed).
 */
export function VerifiedFacts({
  facts,
  testId,
  children,
}: {
  facts: readonly (readonly [label: string, value: string | null | undefined])[];
  testId: string;
  children?: React.ReactNode;
}) {
  return (
    <div className={styles.verified} role="status" data-testid={testId}>
      {facts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <p key={label}>
            {label}: <strong>{value}</strong>
          </p>
        ))}
      {children}
    </div>
  );
}
