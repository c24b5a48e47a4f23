"use client";
import { firstFieldErrors } from "@/lib/client/api-result";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { focusFirstInvalid } from "@/components/ui/focus-first-invalid";
import { FormModalActions } from "@/components/ui/form-modal-actions";
import { Modal } from "@/components/ui/modal";
import { useFormFields } from "@/components/ui/use-form-fields";
import { normalisedPhone } from "@/lib/client/phone-normaliser";
import { bffPost } from "@/lib/client/bff-fetch";
import {
  KYC_MSG,
  kycSubmitResponse,
  validateKycBody,
  type KycIdentifiers,
  type KycModalBody,
  type KycModalField,
} from "@/lib/contracts/kyc";
import { goToLogin } from "@/lib/swr/bff-fetcher";
import { initialIdType } from "./id-type-field";
import { KycAccountLine } from "./kyc-account-line";
import { KycFields } from "./kyc-fields";
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
  const form = useFormFields<KycModalField>(() => empty(linked));
  const { values, setValues, errors, setErrors, clearError } = form;
  const [terms, setTerms] = useState(false);
  const [outcome, setOutcome] = useState<KycOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const done = outcome?.tone === "success";
  const outcomeRef = useRef<HTMLDivElement>(null);
  // The answer is drawn at the dialog's top, which a phone has scrolled away from: it is brought into
  // view and focused (focus stays in the dialog); a refused field gets the focus instead.
  useEffect(() => {
    if (!outcome) return;
    if (outcome.fieldErrors && Object.keys(outcome.fieldErrors).length) return focusFirstInvalid(formRef.current);
    outcomeRef.current?.scrollIntoView({ block: "nearest" });
    outcomeRef.current?.focus({ preventScroll: true });
  }, [outcome]);

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
          <FormModalActions formId="kyc-modal-form" onCancel={onClose} busy={busy} busyText="Submitting...">
            {accountActive ? "Submit" : "Get account number"}
          </FormModalActions>
        )
      }
    >
      {outcome && (
        <div ref={outcomeRef} tabIndex={-1} data-testid="kyc-modal-outcome">
          <Alert tone={outcome.tone} className={styles.outcome}>
            {outcome.text}
            {outcome.detail && <span className={styles.detail}> {outcome.detail}</span>}
          </Alert>
        </div>
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
          <KycFields variant="modal" form={form} linked={linked} />
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
              clearError("accept_terms");
            }}
            error={errors.accept_terms}
          />
        </form>
      )}
    </Modal>
  );
}
