"use client";
import { TextField } from "@/components/ui/text-field";
import { digitsOnly } from "@/lib/purchases/entry-rules";

/** The 11-digit Nigerian phone number of a purchase form; `onChange` gets the digits only. */
export function PhoneField({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: string;
  onChange: (digits: string) => void;
  onBlur?: () => void;
  error?: string;
}) {
  return (
    <TextField
      label="Phone number"
      required
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={11}
      placeholder="08012345678"
      value={value}
      onChange={(e) => onChange(digitsOnly(e.target.value, 11))}
      onBlur={onBlur}
      error={error}
    />
  );
}
