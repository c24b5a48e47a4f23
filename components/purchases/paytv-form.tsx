"use client";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { Card } from "@/components/ui/card";
import { focusFirstInvalid } from "@/components/ui/focus-first-invalid";
import { SelectField } from "@/components/ui/select-field";
import { verifySmartcard } from "@/lib/client/verify-smartcard";
import { paytvPlansAnswer } from "@/lib/client/contract-loaders";
import { PURCHASE_MSG } from "@/lib/contracts/purchase-rules";
import { formatNaira } from "@/lib/money";
import { normalisedPhone } from "@/lib/client/phone-normaliser";
import { PAYTV_PROVIDER_OPTIONS } from "@/lib/purchases/catalog";
import {
  draftText,
  freshVerification,
  saveEntryDraft,
  verifiedNow,
  type Verification,
} from "@/lib/purchases/entry-draft";
import { hasErrors, paytvErrors, smartcardError } from "@/lib/purchases/entry-rules";
import { BUY_MSG } from "@/lib/purchases/messages";
import { newRequestId } from "@/lib/purchases/request-id";
import { goToLogin } from "@/lib/swr/bff-fetcher";
import { LockedAmountField } from "./amount-field";
import { InsufficientBalanceModal } from "./insufficient-balance-modal-lazy";
import { ListNotice } from "./list-notice";
import { PhoneField } from "./phone-field";
import { EntryPrice } from "./entry-price-lazy";
import { ProceedToSummaryButton } from "./proceed-button";
import { useBffList } from "./use-bff-list";
import { useEntryDraft } from "./use-entry-draft";
import { useFieldErrors } from "./use-field-errors";
import { useWallet } from "./use-wallet";
import { SavedRecipientsLazy as SavedRecipients } from "@/components/beneficiaries/saved-recipients-lazy";
import type { BeneficiaryView } from "@/lib/contracts/beneficiaries";
import styles from "./purchases.module.css";
import { SMARTCARD_NUMBER } from "./smartcard-number-field";
import { VerifiedFacts, VerifyNumberRow } from "./verify-number-row";
import type { EntryFormProps } from "./entry-form-props";

type Verified = { name: string; smartcard: string };
const isVerified = (v: unknown): v is Verified =>
  typeof v === "object" &&
  v !== null &&
  typeof (v as Verified).name === "string" &&
  typeof (v as Verified).smartcard === "string";

/** Cable TV entry (spec 2.9, 4, 5): provider, smartcard with 'Verify Smartcard', plan, amount, phone. */
export function PaytvForm({ unavailable = false, prefill = {} }: EntryFormProps<"paytv">) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const { balance } = useWallet();
  const [provider, setProvider] = useState<string>(prefill.provider ?? "");
  const plans = useBffList(
    provider ? { path: `/api/paytv/plans/${provider}` } : null,
    paytvPlansAnswer,
    (d) => d.plans,
  );
  const [planCode, setPlanCode] = useState(prefill.plan ?? "");
  const [smartcard, setSmartcard] = useState(prefill.smartcard ?? "");
  const [phone, setPhone] = useState(prefill.phone ?? "");
  const [verification, setVerification] = useState<Verification<Verified> | null>(null);
  const verified = verification?.value ?? null;
  const setVerified = (v: Verified | null) => setVerification(v ? verifiedNow(v) : null);
  const [verifying, setVerifying] = useState(false);
  const [errors, setErrors, clearError] = useFieldErrors<"provider" | "smartcard" | "plan" | "phone">();
  const [modal, setModal] = useState(false);
  const plan = plans.items.find((p) => p.variation_code === planCode);

  // 'Edit details' and Back: the values, and the smartcard's verification while it is fresh.
  useEntryDraft("paytv", (d) => {
    setProvider(draftText(d, "provider"));
    setPlanCode(draftText(d, "planCode"));
    setSmartcard(draftText(d, "smartcard"));
    setPhone(draftText(d, "phone"));
    setVerification(freshVerification(d, "verified", isVerified));
  });
  const plansFailed =
    plans.status === "error"
      ? plans.httpStatus === 0
        ? BUY_MSG.paytvPlansUnreachable
        : (plans.message ?? BUY_MSG.paytvPlansFailed)
      : BUY_MSG.paytvPlansFailed;

  // The name the saved smartcard was kept under, to say when the provider now answers another.
  const [savedName, setSavedName] = useState<string | null>(null);

  /** Verify Smartcard, or (quiet) a saved smartcard just chosen: its values are passed, the form's state is not yet theirs. */
  async function verify(values = { provider, smartcard }, quiet = false) {
    const cardError = smartcardError(values.smartcard);
    const next = {
      ...errors,
      provider: values.provider ? undefined : PURCHASE_MSG.providerRequired,
      smartcard: cardError,
    };
    setErrors(next);
    if (next.provider || cardError) {
      if (!quiet) focusFirstInvalid(formRef.current);
      return;
    }
    setVerifying(true);
    const check = await verifySmartcard(values);
    setVerifying(false);
    if (check.outcome === "signed-out") return goToLogin();
    if (check.outcome === "refused") {
      setErrors({ ...next, smartcard: check.message });
      if (!quiet) focusFirstInvalid(formRef.current);
      return;
    }
    setVerified(check.value);
  }

  /** A saved smartcard: the form filled, and the card verified again at once (the name can change). */
  function chooseSaved(b: BeneficiaryView) {
    const values = { provider: b.provider ?? "", smartcard: b.number };
    if (values.provider !== provider) setPlanCode("");
    setProvider(values.provider);
    setSmartcard(values.smartcard);
    setVerified(null);
    setSavedName(b.customer_name);
    void verify(values, true);
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const number = await normalisedPhone(phone);
    setPhone(number);
    const found = paytvErrors({
      provider,
      smartcard,
      verified: Boolean(verified),
      plan: plan ? planCode : "",
      phone: number,
    });
    setErrors(found);
    if (hasErrors(found) || !plan || !verified) {
      focusFirstInvalid(formRef.current);
      return;
    }
    if (balance !== null && plan.variation_amount > balance) {
      setModal(true);
      return;
    }
    saveEntryDraft("paytv", { provider, planCode, smartcard, phone: number, verified: verification });
    const q = new URLSearchParams({
      provider,
      providerName: PAYTV_PROVIDER_OPTIONS.find((p) => p.value === provider)?.label ?? provider,
      smartcard: smartcard.trim(),
      plan: plan.variation_code,
      planName: plan.name,
      amount: String(plan.variation_amount),
      phone: number,
      customer_name: verified.name,
      smartcard_number: verified.smartcard,
      requestId: newRequestId("paytv"),
    });
    router.push(`/paytv-summary?${q}`);
  }

  return (
    <Card>
      <form ref={formRef} onSubmit={submit} noValidate aria-label="Pay for cable TV">
        <fieldset className={styles.formFields} disabled={unavailable}>
          <SavedRecipients kind="smartcard" chosen={smartcard} onChoose={chooseSaved} />
          <SelectField
            label="Provider"
            required
            placeholder="Select a provider"
            options={PAYTV_PROVIDER_OPTIONS}
            value={provider}
            onChange={(e) => {
              setProvider(e.target.value);
              clearError("provider");
              setPlanCode("");
              setVerified(null);
              setSavedName(null);
            }}
            error={errors.provider}
          />
          <VerifyNumberRow
            field={SMARTCARD_NUMBER}
            value={smartcard}
            onChange={(text) => {
              setSmartcard(text);
              clearError("smartcard");
              setVerified(null);
              setSavedName(null);
            }}
            error={errors.smartcard}
            verifying={verifying}
            onVerify={() => void verify()}
          />
          {verified && (
            <VerifiedFacts
              testId="smartcard-verified"
              facts={[
                ["Customer name", verified.name],
                ["Smartcard", verified.smartcard],
              ]}
            >
              {savedName && savedName !== verified.name && (
                <p className={styles.nameChanged}>The smartcard is now in this name (saved as {savedName}).</p>
              )}
            </VerifiedFacts>
          )}
          <SelectField
            label="Plan"
            required
            placeholder={
              !provider ? "Select a provider first" : plans.status === "loading" ? "Loading plans…" : "Select a plan"
            }
            options={plans.items.map((p) => ({
              value: p.variation_code,
              label: `${p.name} — ${formatNaira(p.variation_amount)}`,
            }))}
            value={planCode}
            onChange={(e) => {
              setPlanCode(e.target.value);
              clearError("plan");
            }}
            error={errors.plan}
            disabled={!provider || plans.status !== "ready"}
          />
          <ListNotice
            state={plans}
            loading="Loading plans…"
            empty={BUY_MSG.paytvPlansFailed}
            failed={plansFailed}
            onRetry={plans.reload}
          />
          <LockedAmountField naira={plan?.variation_amount} placeholder="Set by the plan" />
          <EntryPrice service="paytv" amount={plan ? plan.variation_amount : null} />
          <PhoneField
            value={phone}
            onChange={(v) => {
              setPhone(v);
              clearError("phone");
            }}
            error={errors.phone}
          />
          <ProceedToSummaryButton />
        </fieldset>
      </form>
      <InsufficientBalanceModal open={modal} cost={plan?.variation_amount ?? 0} onClose={() => setModal(false)} />
    </Card>
  );
}
