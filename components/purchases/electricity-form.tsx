"use client";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { focusFirstInvalid } from "@/components/ui/focus-first-invalid";
import { SelectField } from "@/components/ui/select-field";
import {
  ELECTRICITY_MAX_NAIRA,
  ELECTRICITY_MIN_NAIRA,
  METER_TYPES,
  PURCHASE_MSG,
} from "@/lib/contracts/purchase-rules";
import { normalisedPhone } from "@/lib/client/phone-normaliser";
import { discoDisplayName } from "@/lib/purchases/display-names";
import {
  draftText,
  freshVerification,
  saveEntryDraft,
  verifiedNow,
  type Verification,
} from "@/lib/purchases/entry-draft";
import { electricityErrors, hasErrors, meterNumberError, parseNaira } from "@/lib/purchases/entry-rules";
import { BUY_MSG } from "@/lib/purchases/messages";
import { newRequestId } from "@/lib/purchases/request-id";
import { goToLogin } from "@/lib/swr/bff-fetcher";
import { Spinner } from "@/components/ui/spinner";
import { AmountField } from "./amount-field";
import { PhoneField } from "./phone-field";
import { EntryPrice } from "./entry-price-lazy";
import { ProceedToSummaryButton } from "./proceed-button";
import { useDiscos } from "./use-discos";
import { useEntryDraft } from "./use-entry-draft";
import { useFieldErrors } from "./use-field-errors";
import { useWallet } from "./use-wallet";
import { SavedRecipientsLazy as SavedRecipients } from "@/components/beneficiaries/saved-recipients-lazy";
import type { BeneficiaryView } from "@/lib/contracts/beneficiaries";
import type { DiscosAnswer } from "@/lib/contracts/purchases";
import styles from "./purchases.module.css";
import { METER_NUMBER } from "./meter-number-field";
import { VerifiedFacts, VerifyNumberRow } from "./verify-number-row";
import type { EntryFormProps } from "./entry-form-props";

type MeterType = (typeof METER_TYPES)[number];
type Verified = { name: string; address: string | null };
const isVerified = (v: unknown): v is Verified =>
  typeof v === "object" && v !== null && typeof (v as Verified).name === "string";
const isMeterType = (v: string): v is MeterType => (METER_TYPES as readonly string[]).includes(v);

/**
 * Electricity entry (spec 2.8, 4, 5): disco (with the built-in fallback list), meter number and
 * 'Verify Meter' (must succeed before proceeding), meter type, amount and phone.
 */
export function ElectricityForm({
  unavailable = false,
  prefill = {},
  discosSeed = null,
}: EntryFormProps<"electricity"> & {
  /** GET /api/electricity/discos as the server page read it (null: the browser reads it). */
  discosSeed?: DiscosAnswer | null;
}) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const { balance } = useWallet();
  const { list: discos, fallback, options } = useDiscos(true, discosSeed);

  const [discoId, setDiscoId] = useState(prefill.disco ?? "");
  const [meter, setMeter] = useState(prefill.meter ?? "");
  const [meterType, setMeterType] = useState<MeterType>(prefill.meter_type ?? "prepaid");
  const [amount, setAmount] = useState(prefill.amount ?? "");
  const [phone, setPhone] = useState(prefill.phone ?? "");
  const [verification, setVerification] = useState<Verification<Verified> | null>(null);
  const verified = verification?.value ?? null;
  const [verifying, setVerifying] = useState(false);
  const [errors, setErrors, clearError] = useFieldErrors<"disco" | "meter" | "amount" | "phone">();
  // The customer's own price at their level, once the amount is within the limits.
  const typed = parseNaira(amount);
  const pricedAmount =
    typed !== null && typed >= ELECTRICITY_MIN_NAIRA && typed <= ELECTRICITY_MAX_NAIRA ? typed : null;

  // Any change to what was verified means verifying again.
  const resetVerification = () => {
    setVerification(null);
    setSavedName(null);
  };

  // 'Edit details' and Back: the values, and the meter's verification while it is fresh.
  useEntryDraft("electricity", (d) => {
    setDiscoId(draftText(d, "discoId"));
    setMeter(draftText(d, "meter"));
    const type = draftText(d, "meterType");
    if (isMeterType(type)) setMeterType(type);
    setAmount(draftText(d, "amount"));
    setPhone(draftText(d, "phone"));
    setVerification(freshVerification(d, "verified", isVerified));
  });

  // The name the saved meter was kept under, to say when the disco now answers another.
  const [savedName, setSavedName] = useState<string | null>(null);

  /** Verify Meter, or (quiet) a saved meter just chosen: its values are passed, the form's state is not yet theirs. */
  async function verify(values = { discoId, meter, meterType }, quiet = false) {
    const meterError = meterNumberError(values.meter);
    const next = { ...errors, disco: values.discoId ? undefined : PURCHASE_MSG.discoRequired, meter: meterError };
    setErrors(next);
    if (next.disco || meterError) {
      if (!quiet) focusFirstInvalid(formRef.current);
      return;
    }
    setVerifying(true);
    // On demand, like the phone library: the page's first load stays within its budget (e2e/page-weight.spec.ts).
    const check = await import("@/lib/client/verify-meter").then(
      (m) => m.verifyMeter({ disco: values.discoId, meter: values.meter, meterType: values.meterType }),
      () => ({ outcome: "refused", message: BUY_MSG.meterVerifyFailed }) as const,
    );
    setVerifying(false);
    if (check.outcome === "signed-out") return goToLogin();
    if (check.outcome === "refused") {
      setErrors({ ...next, meter: check.message });
      if (!quiet) focusFirstInvalid(formRef.current);
      return;
    }
    setVerification(verifiedNow(check.value));
  }

  /** A saved meter: the form filled, and the meter verified again at once (its owner may have changed). */
  function chooseSaved(b: BeneficiaryView) {
    const values = { discoId: b.provider ?? "", meter: b.number, meterType: b.meter_type ?? "prepaid" };
    setDiscoId(values.discoId);
    setMeter(values.meter);
    setMeterType(values.meterType);
    if (b.last_amount !== null) setAmount(String(b.last_amount));
    setVerification(null);
    setSavedName(b.customer_name);
    void verify(values, true);
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const number = await normalisedPhone(phone);
    setPhone(number);
    const found = electricityErrors({ discoId, meter, verified: Boolean(verified), amount, phone: number, balance });
    setErrors(found);
    if (hasErrors(found) || !verified) {
      focusFirstInvalid(formRef.current);
      return;
    }
    saveEntryDraft("electricity", { discoId, meter, meterType, amount, phone: number, verified: verification });
    const q = new URLSearchParams({
      disco: discoDisplayName(discoId),
      discoId,
      meter_number: meter,
      meter_type: meterType,
      amount: String(parseNaira(amount)),
      phone: number,
      customer_name: verified.name,
      customer_address: verified.address ?? "",
      requestId: newRequestId("electricity"),
    });
    router.push(`/electricity-summary?${q}`);
  }

  return (
    <Card>
      <form ref={formRef} onSubmit={submit} noValidate aria-label="Buy electricity">
        <fieldset className={styles.formFields} disabled={unavailable}>
          <SavedRecipients kind="meter" chosen={meter} onChoose={chooseSaved} />
          {fallback && (
            <Alert tone="warning" title={discos.status === "error" ? BUY_MSG.discosFailed : undefined}>
              <span className={styles.listError}>
                <span>{BUY_MSG.noDiscosFallback}</span>
                <Button size="small" variant="secondary" onClick={discos.reload}>
                  Retry
                </Button>
              </span>
            </Alert>
          )}
          {discos.status === "loading" && (
            <p className={styles.listState}>
              <Spinner size="small" label="" /> Loading providers…
            </p>
          )}
          <SelectField
            label="Electricity provider"
            required
            placeholder={discos.status === "loading" ? "Loading providers…" : "Select a provider"}
            options={options.map((d) => ({ value: d.serviceID, label: d.name }))}
            value={discoId}
            onChange={(e) => {
              setDiscoId(e.target.value);
              clearError("disco");
              resetVerification();
            }}
            error={errors.disco}
            disabled={discos.status === "loading"}
          />
          <fieldset className={styles.radios}>
            <legend>Meter type</legend>
            <div className={styles.radioRow}>
              {METER_TYPES.map((t) => (
                <label key={t} className={styles.radio}>
                  <input
                    type="radio"
                    name="meter_type"
                    value={t}
                    checked={meterType === t}
                    onChange={() => {
                      setMeterType(t);
                      resetVerification();
                    }}
                  />
                  {t === "prepaid" ? "Prepaid" : "Postpaid"}
                </label>
              ))}
            </div>
          </fieldset>
          <VerifyNumberRow
            field={METER_NUMBER}
            value={meter}
            onChange={(text) => {
              setMeter(text);
              clearError("meter");
              resetVerification();
            }}
            error={errors.meter}
            verifying={verifying}
            onVerify={() => void verify()}
          />
          {verified && (
            <VerifiedFacts
              testId="meter-verified"
              facts={[
                ["Customer name", verified.name],
                ["Address", verified.address],
              ]}
            >
              {savedName && savedName !== verified.name && (
                <p className={styles.nameChanged}>The meter is now in this name (saved as {savedName}).</p>
              )}
            </VerifiedFacts>
          )}
          <AmountField
            value={amount}
            onChange={(v) => {
              setAmount(v);
              clearError("amount");
            }}
            error={errors.amount}
            placeholder="e.g. 5000"
            hint="From ₦1,000 to ₦100,000"
          />
          <EntryPrice service="electricity" amount={pricedAmount} />
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
    </Card>
  );
}
