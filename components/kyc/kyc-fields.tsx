"use client";
import { PhoneTextField } from "@/components/ui/phone-text-field";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import {
  KYC_MODAL_NAMES,
  lagosToday,
  REFERRAL_OPTIONS_MODAL,
  REFERRAL_OPTIONS_PAGE,
  type KycField,
  type KycIdentifiers,
} from "@/lib/contracts/kyc";
import { IdTypeField } from "./id-type-field";
import styles from "./kyc.module.css";

/** The page's field names: the one schema's own. */
export const KYC_PAGE_NAMES = {
  fullName: "fullName",
  idType: "idType",
  bvnNin: "bvnNin",
  dateOfBirth: "dateOfBirth",
  mobileNo: "mobileNo",
  referralSource: "referralSource",
} as const satisfies Record<KycField, KycField>;

type Variant = { variant: "page"; names: typeof KYC_PAGE_NAMES } | { variant: "modal"; names: typeof KYC_MODAL_NAMES };

/**
 * The KYC fields of /kyc and of the modal (spec 2.12, 5), in the variant's field names. The page
 * takes the date of birth typed as DD-MM-YYYY and its own referral choices; the modal a date
 * input with today as its maximum and the modal's choices.
 */
export function KycFields<N extends string>({
  variant,
  names,
  values,
  errors,
  onChange,
  linked,
}: Variant & {
  values: Readonly<Record<N, string>>;
  errors: Readonly<Record<string, string>>;
  onChange: (name: N, value: string) => void;
  linked?: KycIdentifiers;
}) {
  const page = variant === "page";
  const nameOf = (field: KycField) => names[field] as N;
  const bind = (field: KycField, clean: (v: string) => string = (v) => v) => ({
    value: values[nameOf(field)],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange(nameOf(field), clean(e.target.value)),
    error: errors[nameOf(field)],
  });
  const digits11 = (v: string) => v.replace(/\D/g, "").slice(0, 11);
  const dmyChars = (v: string) => v.replace(/[^\d-]/g, "").slice(0, 10);
  const referralOptions = page ? REFERRAL_OPTIONS_PAGE : REFERRAL_OPTIONS_MODAL;

  const dateAndMobile = (
    <>
      {page ? (
        <TextField
          label="Date of birth"
          required
          inputMode="numeric"
          placeholder="DD-MM-YYYY"
          maxLength={10}
          {...bind("dateOfBirth", dmyChars)}
          hint="DD-MM-YYYY"
        />
      ) : (
        <TextField label="Date of birth" required type="date" max={lagosToday(new Date())} {...bind("dateOfBirth")} />
      )}
      <PhoneTextField
        label="Mobile number"
        required
        inputMode="tel"
        autoComplete={page ? "tel-national" : undefined}
        placeholder="08012345678"
        value={values[nameOf("mobileNo")]}
        onChange={(v) => onChange(nameOf("mobileNo"), v)}
        error={errors[nameOf("mobileNo")]}
      />
    </>
  );

  return (
    <>
      <TextField
        label="Full name"
        required
        autoComplete="name"
        {...bind("fullName")}
        hint="As registered with your BVN or NIN."
      />
      <IdTypeField
        name={names.idType}
        value={values[nameOf("idType")]}
        onChange={(v) => onChange(nameOf("idType"), v)}
        error={errors[nameOf("idType")]}
        linked={linked}
      />
      <TextField
        label="BVN or NIN"
        required
        inputMode="numeric"
        autoComplete="off"
        maxLength={11}
        {...bind("bvnNin", digits11)}
        hint={page ? "11 digits. Stored encrypted and only ever shown masked." : undefined}
      />
      {page ? <div className={styles.row2}>{dateAndMobile}</div> : dateAndMobile}
      <SelectField
        label="How did you hear about us?"
        required
        placeholder="Select a referral source"
        options={referralOptions.map((o) => ({ value: o, label: o }))}
        {...bind("referralSource")}
      />
    </>
  );
}
