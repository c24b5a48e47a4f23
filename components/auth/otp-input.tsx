"use client";
import { sanitizeOtp } from "@/lib/auth/otp-countdown";
import { TextField, type TextFieldProps } from "@/components/ui/text-field";
import { useRefocusOnError } from "@/components/ui/use-refocus-on-error";
import styles from "./auth-form.module.css";

type Props = Omit<TextFieldProps, "value" | "onChange" | "label"> & {
  value: string;
  onValueChange: (value: string) => void;
  label?: React.ReactNode;
};

/** The 6-digit code box: digits only (others are stripped), numeric keypad, one-time-code autofill. */
export function OtpInput({ value, onValueChange, label = "6-digit code", ...rest }: Props) {
  const ref = useRefocusOnError<HTMLInputElement>(rest.error, rest.disabled);
  return (
    <TextField
      ref={ref}
      label={label}
      name="otp"
      inputMode="numeric"
      autoComplete="one-time-code"
      inputClassName={styles.otpInput}
      // A wrong or expired code is told while the focus stays in the box: announce it.
      announceError
      {...rest}
      value={value}
      onChange={(e) => onValueChange(sanitizeOtp(e.target.value))}
    />
  );
}
