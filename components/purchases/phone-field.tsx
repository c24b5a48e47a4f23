"use client";
import { PhoneTextField } from "@/components/ui/phone-text-field";

/**
 * The Nigerian phone number of a purchase form. A pasted "+234 801 111 1111" is kept whole and
 * becomes 08011111111; the form normalises again on submit (lib/client/phone-normaliser.ts).
 */
export function PhoneField({
  value,
  onChange,
  onBlur,
  error,
  disabled,
}: {
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
}) {
  return (
    <PhoneTextField
      label="Phone number"
      required
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="08012345678"
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      disabled={disabled}
    />
  );
}
