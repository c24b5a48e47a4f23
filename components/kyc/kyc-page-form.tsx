"use client";
import { firstFieldErrors } from "@/lib/client/api-result";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { focusFirstInvalid } from "@/components/ui/focus-first-invalid";
import { SelectField } from "@/components/ui/select-field";
import { PhoneTextField } from "@/components/ui/phone-text-field";
import { TextField } from "@/components/ui/text-field";
import { normalisedPhone } from "@/lib/client/phone-normaliser";
import { bffPost } from "@/lib/client/bff-fetch";
import {
  EMPTY_KYC_PAGE,
  kycFieldErrors,
  kycSchema,
  kycSubmitResponse,
  REFERRAL_OPTIONS_PAGE,
  type KycIdentifiers,
  type KycPageBody,
} from "@/lib/contracts/kyc";
import { goToLogin } from "@/lib/swr/bff-fetcher";
import { IdTypeField, initialIdType } from "./id-type-field";
import { KycAccountLine } from "./kyc-account-line";
import { kycPageOutcome, type KycOutcome } from "./kyc-outcome";
import styles from "./kyc.module.css";

const REDIRECT_MS = 1200;

/**
 * The /kyc form (spec 2.12, 5, 8): the page's field names, date of birth typed as DD-MM-YYYY, and
 * the BVN/NIN choice. The same step as the dashboard's "Get your account number": without an
 * active account the submission reserves it.
 */
export function KycPageForm({
  accountActive,
  linked,
  onRecorded,
}: {
  accountActive: boolean;
  linked?: KycIdentifiers;
  onRecorded?: (recorded: NonNullable<KycOutcome["recorded"]>, account?: KycOutcome["account"]) => void;
}) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<KycPageBody>(() => ({ ...EMPTY_KYC_PAGE, idType: initialIdType(linked) }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<KycOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  // After a success the form stays up, read-only, until the redirect: a second submit has nothing to do.
  const [done, setDone] = useState(false);

  const setValue = (field: keyof KycPageBody, v: string) => {
    if (field === "bvnNin") v = v.replace(/\D/g, "").slice(0, 11);
    if (field === "dateOfBirth") v = v.replace(/[^\d-]/g, "").slice(0, 10);
    setValues((s) => ({ ...s, [field]: v }));
    setErrors((s) => (s[field] ? { ...s, [field]: "" } : s));
  };
  const set = (field: keyof KycPageBody) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setValue(field, e.target.value);

  const setMobile = (v: string) => {
    setValues((s) => ({ ...s, mobileNo: v }));
    setErrors((s) => (s.mobileNo ? { ...s, mobileNo: "" } : s));
  };

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setOutcome(null);
    // A pasted "+234 801 111 1111" is the mobile number 08011111111 (issue 16).
    const body = { ...values, mobileNo: await normalisedPhone(values.mobileNo) };
    setValues(body);
    const parsed = kycSchema.safeParse(body);
    if (!parsed.success) {
      const found = firstFieldErrors(kycFieldErrors(parsed.error, "page"));
      setErrors(found);
      focusFirstInvalid(formRef.current);
      return;
    }
    setBusy(true);
    const res = await bffPost("/api/kyc/submit", kycSubmitResponse, body);
    const result = kycPageOutcome(res);
    setBusy(false);
    setOutcome(result);
    if (result.fieldErrors) setErrors(result.fieldErrors);
    if (result.recorded) onRecorded?.(result.recorded, result.account);
    if (result.toLogin) setTimeout(goToLogin, REDIRECT_MS);
    // No router.refresh() first: the page re-rendered as verified drops this form, and with it the
    // success message, before anyone can read it. The dashboard renders fresh on arrival.
    if (result.tone === "success") {
      setDone(true);
      setTimeout(() => router.push("/dashboard"), REDIRECT_MS);
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="KYC" className={styles.form}>
      {outcome && (
        <Alert tone={outcome.tone} className={styles.outcome}>
          {outcome.text}
          {outcome.detail && <span className={styles.detail}> Reason: {outcome.detail}</span>}
          {outcome.tone === "success" && <KycAccountLine account={outcome.account} />}
        </Alert>
      )}
      <fieldset disabled={done} className={styles.fields}>
        <TextField
          label="Full name"
          required
          autoComplete="name"
          value={values.fullName}
          onChange={set("fullName")}
          error={errors.fullName}
          hint="As registered with your BVN or NIN."
        />
        <IdTypeField
          name="idType"
          value={values.idType}
          onChange={(v) => setValue("idType", v)}
          error={errors.idType}
          linked={linked}
        />
        <TextField
          label="BVN or NIN"
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
          value={values.bvnNin}
          onChange={set("bvnNin")}
          error={errors.bvnNin}
          hint="11 digits. Stored encrypted and only ever shown masked."
        />
        <div className={styles.row2}>
          <TextField
            label="Date of birth"
            required
            inputMode="numeric"
            placeholder="DD-MM-YYYY"
            maxLength={10}
            value={values.dateOfBirth}
            onChange={set("dateOfBirth")}
            error={errors.dateOfBirth}
            hint="DD-MM-YYYY"
          />
          <PhoneTextField
            label="Mobile number"
            required
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="08012345678"
            value={values.mobileNo}
            onChange={setMobile}
            error={errors.mobileNo}
          />
        </div>
        <SelectField
          label="How did you hear about us?"
          required
          placeholder="Select a referral source"
          options={REFERRAL_OPTIONS_PAGE.map((o) => ({ value: o, label: o }))}
          value={values.referralSource}
          onChange={set("referralSource")}
          error={errors.referralSource}
        />
        <Button type="submit" fullWidth loading={busy} loadingText="Submitting...">
          {done ? "Taking you to your dashboard..." : accountActive ? "Submit KYC" : "Get account number"}
        </Button>
      </fieldset>
    </form>
  );
}
