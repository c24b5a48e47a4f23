"use client";
import { firstFieldErrors } from "@/lib/client/api-result";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { focusFirstInvalid } from "@/components/ui/focus-first-invalid";
import { useFormFields } from "@/components/ui/use-form-fields";
import { normalisedPhone } from "@/lib/client/phone-normaliser";
import { bffPost } from "@/lib/client/bff-fetch";
import {
  EMPTY_KYC_PAGE,
  isoToDmy,
  kycSubmitResponse,
  validateKycBody,
  type KycField,
  type KycIdentifiers,
} from "@/lib/contracts/kyc";
import { goToLogin } from "@/lib/swr/bff-fetcher";
import { initialIdType } from "./id-type-field";
import { KycAccountLine } from "./kyc-account-line";
import { KycFields } from "./kyc-fields";
import { kycPageOutcome, type KycOutcome } from "./kyc-outcome";
import styles from "./kyc.module.css";

const REDIRECT_MS = 1200;

/**
 * The /kyc form (spec 2.12, 5, 8): the page's field names, the date of birth sent as DD-MM-YYYY, and
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
  const form = useFormFields<KycField>(() => ({
    ...EMPTY_KYC_PAGE,
    idType: initialIdType(linked),
  }));
  const { values, setValues, setErrors } = form;
  const [outcome, setOutcome] = useState<KycOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  // After a success the form stays up, read-only, until the redirect: a second submit has nothing to do.
  const [done, setDone] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setOutcome(null);
    // A pasted "+234 801 111 1111" is the mobile number 08011111111 (issue 16).
    const mobileNo = await normalisedPhone(values.mobileNo);
    setValues({ ...values, mobileNo });
    // The date input's YYYY-MM-DD, sent as the page's DD-MM-YYYY (spec 5).
    const body = { ...values, mobileNo, dateOfBirth: isoToDmy(values.dateOfBirth) };
    const checked = validateKycBody(body);
    if (!checked.ok) {
      setErrors(firstFieldErrors(checked.errors));
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
        <KycFields variant="page" form={form} linked={linked} />
        <Button type="submit" fullWidth loading={busy} loadingText="Submitting...">
          {done ? "Taking you to your dashboard..." : accountActive ? "Submit KYC" : "Get account number"}
        </Button>
      </fieldset>
    </form>
  );
}
