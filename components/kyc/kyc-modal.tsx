"use client";
import { firstFieldErrors } from "@/lib/client/api-result";
import Link from "next/link";
import { useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { focusFirstInvalid } from "@/components/ui/focus-first-invalid";
import { Modal } from "@/components/ui/modal";
import { SelectField } from "@/components/ui/select-field";
import { PhoneTextField } from "@/components/ui/phone-text-field";
import { TextField } from "@/components/ui/text-field";
import { normalisedPhone } from "@/lib/client/phone-normaliser";
import { bffPost } from "@/lib/client/bff-fetch";
import {
  KYC_MSG,
  kycSubmitResponse,
  lagosToday,
  REFERRAL_OPTIONS_MODAL,
  validateKycBody,
  type KycIdentifiers,
  type KycModalBody,
} from "@/lib/contracts/kyc";
import { goToLogin } from "@/lib/swr/bff-fetcher";
import { IdTypeField, initialIdType } from "./id-type-field";
import { KycAccountLine } from "./kyc-account-line";
import { kycModalOutcome, kycStatusWords, type KycOutcome } from "./kyc-outcome";
import { KycWhy } from "./kyc-why";
import styles from "./kyc.module.css";

const empty = (linked?: KycIdentifiers): KycModalBody => ({
  full_name: "",
  id_type: initialIdType(linked),
  bvn_nin: "",
  date_of_birth: "",
  mobile_no: "",
  referral_source: "",
});

/**
 * KYC as a modal (spec 2.12, 5, 8), the same step as /kyc and the dashboard's "Get your account
 * number": the modal's field names, a date input with today as its maximum, a terms box checked
 * here and not sent, and the BVN/NIN choice. Without an active account the submission reserves it;
 * afterwards the modal reports kyc_status and the account number.
 */
export function KycModal({
  open,
  onClose,
  onSubmitted,
  accountActive,
  linked,
  title = accountActive ? "Complete your KYC" : "Get your account number",
}: {
  open: boolean;
  onClose: () => void;
  onSubmitted?: (kycStatus: string) => void;
  /** Whether the virtual account exists already (the number then links to it; else it reserves it). */
  accountActive: boolean;
  linked?: KycIdentifiers;
  title?: string;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<KycModalBody>(() => empty(linked));
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<KycOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const done = outcome?.tone === "success";

  const setValue = (field: keyof KycModalBody, v: string) => {
    if (field === "bvn_nin") v = v.replace(/\D/g, "").slice(0, 11);
    setValues((s) => ({ ...s, [field]: v }));
    setErrors((s) => (s[field] ? { ...s, [field]: "" } : s));
  };
  const set = (field: keyof KycModalBody) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setValue(field, e.target.value);

  const setMobile = (v: string) => {
    setValues((s) => ({ ...s, mobile_no: v }));
    setErrors((s) => (s.mobile_no ? { ...s, mobile_no: "" } : s));
  };

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setOutcome(null);
    // A pasted "+234 801 111 1111" is the mobile number 08011111111 (issue 16).
    const body = { ...values, mobile_no: await normalisedPhone(values.mobile_no) };
    setValues(body);
    const checked = validateKycBody(body);
    const found: Record<string, string> = checked.ok ? {} : firstFieldErrors(checked.errors);
    if (!terms) found.accept_terms = KYC_MSG.termsRequired;
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setBusy(true);
    // accept_terms is not sent (spec 5).
    const res = await bffPost("/api/kyc/submit", kycSubmitResponse, body);
    const result = kycModalOutcome(res);
    setBusy(false);
    setOutcome(result);
    if (result.fieldErrors) setErrors(result.fieldErrors);
    if (result.toLogin) goToLogin();
    if (result.tone === "success") onSubmitted?.(result.kycStatus ?? "submitted");
    else if (result.account) onSubmitted?.(result.kycStatus ?? "failed");
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      footer={
        done ? (
          <Button onClick={onClose} fullWidth>
            Done
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" form="kyc-modal-form" loading={busy} loadingText="Submitting...">
              {accountActive ? "Submit" : "Get account number"}
            </Button>
          </>
        )
      }
    >
      {outcome && (
        <Alert tone={outcome.tone} className={styles.outcome}>
          {outcome.text}
          {outcome.detail && <span className={styles.detail}> {outcome.detail}</span>}
        </Alert>
      )}
      {done ? (
        <>
          <p data-testid="kyc-modal-status">
            Your KYC status:{" "}
            <span className={[styles.badge, styles[outcome?.kycStatus ?? "submitted"]].join(" ")}>
              {kycStatusWords(outcome?.kycStatus)}
            </span>
          </p>
          <KycAccountLine account={outcome?.account} />
        </>
      ) : (
        <form id="kyc-modal-form" ref={formRef} onSubmit={submit} noValidate aria-label="KYC" className={styles.form}>
          <KycWhy accountActive={accountActive} />
          <TextField
            label="Full name"
            required
            autoComplete="name"
            value={values.full_name}
            onChange={set("full_name")}
            error={errors.full_name}
            hint="As registered with your BVN or NIN."
          />
          <IdTypeField
            name="id_type"
            value={values.id_type}
            onChange={(v) => setValue("id_type", v)}
            error={errors.id_type}
            linked={linked}
          />
          <TextField
            label="BVN or NIN"
            required
            inputMode="numeric"
            autoComplete="off"
            maxLength={11}
            value={values.bvn_nin}
            onChange={set("bvn_nin")}
            error={errors.bvn_nin}
          />
          <TextField
            label="Date of birth"
            required
            type="date"
            max={lagosToday(new Date())}
            value={values.date_of_birth}
            onChange={set("date_of_birth")}
            error={errors.date_of_birth}
          />
          <PhoneTextField
            label="Mobile number"
            required
            inputMode="tel"
            placeholder="08012345678"
            value={values.mobile_no}
            onChange={setMobile}
            error={errors.mobile_no}
          />
          <SelectField
            label="How did you hear about us?"
            required
            placeholder="Select a referral source"
            options={REFERRAL_OPTIONS_MODAL.map((o) => ({ value: o, label: o }))}
            value={values.referral_source}
            onChange={set("referral_source")}
            error={errors.referral_source}
          />
          <CheckboxField
            label={
              <>
                I agree to the{" "}
                <Link href="/terms" target="_blank">
                  terms
                </Link>
              </>
            }
            checked={terms}
            onChange={(e) => {
              setTerms(e.target.checked);
              setErrors((s) => ({ ...s, accept_terms: "" }));
            }}
            error={errors.accept_terms}
          />
        </form>
      )}
    </Modal>
  );
}
