"use client";
import { useRef } from "react";
import { loadPhoneNormaliser } from "@/lib/client/phone-normaliser";
import { NATIONAL_NUMBER, PHONE_TEXT_MAX } from "@/lib/contracts/phone";
import { TextField, type TextFieldProps } from "./text-field";

type Props = Omit<TextFieldProps, "value" | "onChange" | "type" | "maxLength"> & {
  value: string;
  /** The text as typed, then, once the library has read it, the normalised number (08011111111). */
  onChange: (text: string) => void;
};

/**
 * A phone input that never cuts a paste (issue 16): "+234 801 111 1111", "0801-111-1111" or
 * "(0801) 111 1111" is taken whole and rewritten to 08011111111 as soon as it reads as a
 * complete Nigerian number; anything else is left as typed for the form's rule to judge.
 */
export function PhoneTextField({ value, onChange, ...rest }: Props) {
  const latest = useRef(value);
  // The library loads when the field is first focused (before anyone types), not with the page:
  // its chunk would otherwise run on every entry page's load (README, "No zod before the customer acts").
  const prepare = () => void loadPhoneNormaliser().catch(() => undefined);

  function change(text: string) {
    latest.current = text;
    onChange(text);
    loadPhoneNormaliser().then(
      (normalise) => {
        const national = normalise(text);
        // Only the text still in the field, and only a whole number: typing "0801 1" is left alone.
        if (latest.current === text && national !== text && NATIONAL_NUMBER.test(national)) {
          latest.current = national;
          onChange(national);
        }
      },
      () => undefined,
    );
  }

  return (
    <TextField
      type="tel"
      maxLength={PHONE_TEXT_MAX}
      value={value}
      onChange={(e) => change(e.target.value)}
      onFocus={prepare}
      {...rest}
    />
  );
}
