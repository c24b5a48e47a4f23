"use client";
import { PhoneTextField } from "@/components/ui/phone-text-field";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import type { FormFieldsState } from "@/components/ui/use-form-fields";
import { lagosToday } from "@/lib/dates";
import {
  KYC_MODAL_NAMES,
  REFERRAL_OPTIONS_MODAL,
  REFERRAL_OPTIONS_PAGE,
  type KycField,
  type KycIdentifiers,
  type KycModalField,
} from "@/lib/contracts/kyc";
import { IdTypeField } from "./id-type-field";
import styles from "./kyc.module.css";

/** The page's field names: the one schema's own. */
const KYC_PAGE_NAMES = {
  fullName: "fullName",
  idType: "idType",
  bvnNin: "bvnNin",
  dateOfBirth: "dateOfBirth",
  mobileNo: "mobileNo",
  referralSource: "referralSource",
} as const satisfies Record<KycField, KycField>;

/** The page's fields in the one schema's names; the modal's in its own (spec 3). */
type Props = (
  { variant: "page"; form: FormFieldsState<KycField> } | { variant: "modal"; form: FormFieldsState<KycModalField> }
) & { linked?: KycIdentifiers };

/**
 * The KYC fields of /kyc and of the modal (spec 2.12, 5), in the variant's field names, each with
 * its own referral choices. Both take the date of birth with the same date input, today its
 * maximum (spec 5); its value is YYYY-MM-DD, which the page sends as DD-MM-YYYY (spec 5, KYC page)
 * and the modal as it is (the API reads it as DD-MM-YYYY, toKycInput).
 */
export function KycFields({ variant, form, linked }: Props) {
  const names: Record<KycField, string> = variant === "page" ? KYC_PAGE_NAMES : KYC_MODAL_NAMES;
  // Either variant's state, read and written through its own names.
  const { values, errors, setValue } = form as FormFieldsState<string>;
  const page = variant === "page";
  const set = (field: KycField) => (v: string) => setValue(names[field], v);
  const bind = (field: KycField, clean: (v: string) => string = (v) => v) => ({
    value: values[names[field]],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(field)(clean(e.target.value)),
    error: errors[names[field]],
  });
  const digits11 = (v: string) => v.replace(/\D/g, "").slice(0, 11);
  const referralOptions = page ? REFERRAL_OPTIONS_PAGE : REFERRAL_OPTIONS_MODAL;

  const dateAndMobile = (
    <>
      <TextField label="Date of birth" required type="date" max={lagosToday(new Date())} {...bind("dateOfBirth")} />
      <PhoneTextField
        label="Mobile number"
        required
        inputMode="tel"
        autoComplete={page ? "tel-national" : undefined}
        placeholder="08012345678"
        value={values[names.mobileNo]}
        onChange={set("mobileNo")}
        error={errors[names.mobileNo]}
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
        value={values[names.idType]}
        onChange={set("idType")}
        error={errors[names.idType]}
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
