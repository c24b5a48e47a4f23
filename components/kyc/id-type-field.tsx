"use client";
import { RadioGroupField } from "@/components/ui/radio-group-field";
import { KYC_ID_TYPE_LABELS, KYC_ID_TYPES, type KycIdentifiers } from "@/lib/contracts/kyc";

/**
 * Which number the customer gives, as they say it (a NIN can start with 22 like a BVN, so the
 * digits never decide). An identifier already linked to the account cannot be chosen again.
 */
export function IdTypeField({
  name,
  value,
  onChange,
  error,
  linked,
}: {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  linked?: KycIdentifiers;
}) {
  return (
    <RadioGroupField
      label="Is your number a BVN or a NIN?"
      name={name}
      required
      value={value}
      onChange={onChange}
      error={error}
      hint="BVN: dial *565*0# from the phone line your bank has. NIN: on your NIN slip, or dial *346#."
      options={KYC_ID_TYPES.map((t) => ({
        value: t,
        label: linked?.[t] ? `${KYC_ID_TYPE_LABELS[t]} (linked)` : KYC_ID_TYPE_LABELS[t],
        disabled: Boolean(linked?.[t]),
      }))}
    />
  );
}

/** The type to start with: none when nothing is linked (the customer chooses), else the one still missing. */
export function initialIdType(linked?: KycIdentifiers): string {
  if (linked?.bvn && !linked.nin) return "nin";
  if (linked?.nin && !linked.bvn) return "bvn";
  return "";
}
