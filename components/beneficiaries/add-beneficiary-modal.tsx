"use client";
import { useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { focusFirstInvalid } from "@/components/ui/focus-first-invalid";
import { FormModalActions } from "@/components/ui/form-modal-actions";
import { Modal } from "@/components/ui/modal";
import { RadioGroupField } from "@/components/ui/radio-group-field";
import { TextField } from "@/components/ui/text-field";
import { useFormFields } from "@/components/ui/use-form-fields";
import { useNetworkFromNumber } from "@/components/purchases/use-network-from-number";
import { UNREACHABLE_MESSAGE } from "@/lib/api/product-api-error";
import { firstFieldErrors } from "@/lib/client/api-result";
import { bffPost } from "@/lib/client/bff-fetch";
import { normalisedPhone } from "@/lib/client/phone-normaliser";
import { NATIONAL_NUMBER } from "@/lib/contracts/phone";
import type { RecipientCheck } from "@/lib/client/recipient-check";
import { verifyJambProfile } from "@/lib/client/verify-jamb-profile";
import { verifyMeter } from "@/lib/client/verify-meter";
import { verifySmartcard } from "@/lib/client/verify-smartcard";
import {
  beneficiarySavedResponse,
  NICKNAME_MAX,
  type BeneficiaryKind,
  type BeneficiaryView,
} from "@/lib/contracts/beneficiaries";
import {
  EMPTY_NEW_BENEFICIARY,
  newBeneficiaryBody,
  newBeneficiaryErrors,
  recipientKey,
  verifyErrors,
  type NewBeneficiaryValues,
  type RecipientVerified,
} from "@/lib/purchases/new-beneficiary";
import { goToLogin } from "@/lib/swr/bff-fetcher";
import { JambFields, MeterFields, PhoneFields, SmartcardFields } from "./recipient-fields";

const KINDS: readonly { value: BeneficiaryKind; label: string }[] = [
  { value: "phone", label: "Phone number" },
  { value: "meter", label: "Electricity meter" },
  { value: "smartcard", label: "TV smartcard" },
  { value: "jamb", label: "JAMB profile" },
];

const FORM_ID = "add-beneficiary";

const SAVE_FAILED = "The beneficiary could not be saved. Please try again.";

type Verifiable = Exclude<BeneficiaryKind, "phone">;

/** The field that carries a verification's refusal. */
const NUMBER_FIELD: Record<Verifiable, keyof NewBeneficiaryValues> = {
  meter: "meter_number",
  smartcard: "smartcard",
  jamb: "profile_id",
};

/** The provider's answer for the values typed, through the entry forms' own verify calls. */
async function verifyRecipient(
  kind: Verifiable,
  v: NewBeneficiaryValues,
): Promise<RecipientCheck<Omit<RecipientVerified, "key">>> {
  if (kind === "meter") {
    const meter = v.meter_number.trim();
    const r = await verifyMeter({ disco: v.disco, meter, meterType: v.meter_type });
    return r.outcome === "verified" ? { outcome: "verified", value: { ...r.value, number: meter } } : r;
  }
  if (kind === "smartcard") {
    const r = await verifySmartcard({ provider: v.provider, smartcard: v.smartcard });
    return r.outcome === "verified"
      ? { outcome: "verified", value: { name: r.value.name, address: null, number: r.value.smartcard } }
      : r;
  }
  const profile = v.profile_id.trim();
  const r = await verifyJambProfile(profile);
  return r.outcome === "verified"
    ? { outcome: "verified", value: { name: r.value, address: null, number: profile } }
    : r;
}

/**
 * "Add beneficiary" on /beneficiaries (issue 18): a phone with its network (from the number, the
 * customer may change it), a meter, a smartcard or a JAMB profile verified with its provider
 * first (its name and address saved as the result page's save keeps them), and a nickname. Posts to
 * POST /api/beneficiaries, whose rules decide (a Nigerian mobile number, at most 100).
 */
export function AddBeneficiaryModal({
  onClose,
  onSaved,
}: {
  onClose: () => void;
  onSaved: (saved: BeneficiaryView, created: boolean) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [kind, setKind] = useState<BeneficiaryKind>("phone");
  const form = useFormFields<keyof NewBeneficiaryValues>(EMPTY_NEW_BENEFICIARY);
  const { values, setErrors, setValue, clearError } = form;
  const network = useNetworkFromNumber("", (n) => n);
  const [verification, setVerification] = useState<RecipientVerified | null>(null);
  // A verification holds only for the values it was made with.
  const verified = verification && verification.key === recipientKey(kind, values) ? verification : null;
  const [verifying, setVerifying] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function verify() {
    const before = verifyErrors(kind, values);
    if (Object.keys(before).length) {
      setErrors(before);
      focusFirstInvalid(formRef.current);
      return;
    }
    if (kind === "phone") return;
    const key = recipientKey(kind, values)!;
    setVerifying(true);
    const found = await verifyRecipient(kind, values);
    setVerifying(false);
    if (found.outcome === "signed-out") return goToLogin();
    if (found.outcome === "refused") {
      setVerification(null);
      setErrors({ [NUMBER_FIELD[kind]]: found.message });
      focusFirstInvalid(formRef.current);
      return;
    }
    setVerification({ key, ...found.value });
    clearError(NUMBER_FIELD[kind]);
  }

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setFailure(null);
    let now = values;
    let networkId = network.networkId;
    if (kind === "phone") {
      // "+234 803 123 4567" is 08031234567 by the phone library, as the API will read it; a number
      // that is not Nigerian stays as typed in the field, under its message.
      const phone = await normalisedPhone(values.phone);
      if (phone !== values.phone && NATIONAL_NUMBER.test(phone)) {
        setValue("phone", phone);
        networkId = network.phoneChanged(phone);
      }
      now = { ...values, phone };
    }
    const found = newBeneficiaryErrors(kind, now, networkId, verified);
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setBusy(true);
    const res = await bffPost(
      "/api/beneficiaries",
      beneficiarySavedResponse,
      newBeneficiaryBody(kind, now, networkId, verified),
    );
    setBusy(false);
    if (res.status === 401) return goToLogin();
    if (res.ok) return onSaved(res.data.data, res.status === 201);
    const fields = firstFieldErrors(res.data.errors);
    setErrors(fields);
    if (Object.keys(fields).length) {
      focusFirstInvalid(formRef.current);
      if (Object.keys(fields).some((k) => k in values || k === "network")) return;
    }
    setFailure(res.status === 0 ? UNREACHABLE_MESSAGE : (res.data.message ?? SAVE_FAILED));
  }

  const verifyProps = { form, verified, verifying, onVerify: () => void verify() };
  return (
    <Modal
      open
      onClose={onClose}
      title="Add beneficiary"
      footer={
        <FormModalActions formId={FORM_ID} onCancel={onClose} busy={busy} busyText="Saving…">
          Save beneficiary
        </FormModalActions>
      }
    >
      <form id={FORM_ID} ref={formRef} onSubmit={save} noValidate aria-label="Add beneficiary">
        <RadioGroupField
          label="What to save"
          name="kind"
          options={KINDS}
          value={kind}
          onChange={(k) => {
            setKind(k as BeneficiaryKind);
            setErrors({});
            setFailure(null);
          }}
        />
        {kind === "phone" && (
          <PhoneFields
            form={form}
            networkId={network.networkId}
            networkHint={network.hint}
            onPhoneChange={(text) => {
              setValue("phone", text);
              network.phoneChanged(text);
            }}
            onPickNetwork={(id) => {
              network.pickedByCustomer(id);
              clearError("network");
            }}
          />
        )}
        {kind === "meter" && <MeterFields {...verifyProps} />}
        {kind === "smartcard" && <SmartcardFields {...verifyProps} />}
        {kind === "jamb" && <JambFields {...verifyProps} />}
        <TextField
          label="Nickname (optional)"
          placeholder="e.g. Mama, Shop meter"
          maxLength={NICKNAME_MAX}
          autoComplete="off"
          {...form.bind("nickname")}
        />
        {failure && <Alert tone="error">{failure}</Alert>}
      </form>
    </Modal>
  );
}
