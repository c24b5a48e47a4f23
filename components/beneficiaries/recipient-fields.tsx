"use client";
import { RadioGroupField } from "@/components/ui/radio-group-field";
import { SelectField } from "@/components/ui/select-field";
import type { FormFieldsState } from "@/components/ui/use-form-fields";
import { airtimeNetworksAnswer } from "@/lib/client/contract-loaders";
import { METER_TYPES } from "@/lib/contracts/purchase-rules";
import { PAYTV_PROVIDER_OPTIONS } from "@/lib/purchases/catalog";
import { BUY_MSG } from "@/lib/purchases/messages";
import type { NewBeneficiaryValues, RecipientVerified } from "@/lib/purchases/new-beneficiary";
import { NetworkPicker } from "@/components/purchases/network-picker";
import { PhoneField } from "@/components/purchases/phone-field";
import { useBffList } from "@/components/purchases/use-bff-list";
import { useDiscos } from "@/components/purchases/use-discos";
import { JAMB_PROFILE } from "@/components/purchases/jamb-profile-field";
import { METER_NUMBER } from "@/components/purchases/meter-number-field";
import { SMARTCARD_NUMBER } from "@/components/purchases/smartcard-number-field";
import { VerifiedFacts, VerifyNumberRow } from "@/components/purchases/verify-number-row";

/**
 * The "Add beneficiary" form's fields of each kind, the entry forms' own pieces: a phone with the
 * network picker (its network from the number's prefix until the customer picks one), and a meter,
 * smartcard or JAMB profile with the same providers, number rules and Verify buttons, and the name
 * the provider answered.
 */

type Fields = FormFieldsState<keyof NewBeneficiaryValues>;

interface VerifyProps {
  form: Fields;
  verified: RecipientVerified | null;
  verifying: boolean;
  onVerify: () => void;
}

/** A phone and the network to buy on (useNetworkFromNumber in the form decides what it shows). */
export function PhoneFields({
  form,
  networkId,
  networkHint,
  onPhoneChange,
  onPickNetwork,
}: {
  form: Fields;
  networkId: string;
  networkHint?: string;
  onPhoneChange: (text: string) => void;
  onPickNetwork: (serviceID: string) => void;
}) {
  const networks = useBffList({ path: "/api/networks/airtime" }, airtimeNetworksAnswer, (d) => d.networks);
  return (
    <>
      <PhoneField value={form.values.phone} onChange={onPhoneChange} error={form.errors.phone} />
      <NetworkPicker
        networks={networks}
        value={networkId}
        onChange={onPickNetwork}
        error={form.errors.network}
        hint={networkHint}
      />
    </>
  );
}

/** The verified name (and a meter's address), as the entry forms show it. */
function VerifiedBox({ verified }: { verified: RecipientVerified | null }) {
  if (!verified) return null;
  return (
    <VerifiedFacts
      testId="recipient-verified"
      facts={[
        ["Customer name", verified.name],
        ["Address", verified.address],
      ]}
    />
  );
}

export function MeterFields({ form, verified, verifying, onVerify }: VerifyProps) {
  const { list, fallback, options } = useDiscos();
  const loading = list.status === "loading";
  return (
    <>
      <SelectField
        label="Electricity provider"
        required
        placeholder={loading ? "Loading providers…" : "Select a provider"}
        options={options.map((d) => ({ value: d.serviceID, label: d.name }))}
        value={form.values.disco}
        onChange={(e) => form.setValue("disco", e.target.value)}
        error={form.errors.disco}
        hint={fallback ? BUY_MSG.noDiscosFallback : undefined}
        disabled={loading}
      />
      <RadioGroupField
        label="Meter type"
        name="meter_type"
        options={METER_TYPES.map((t) => ({ value: t, label: t === "prepaid" ? "Prepaid" : "Postpaid" }))}
        value={form.values.meter_type}
        onChange={(t) => form.setValue("meter_type", t)}
      />
      <VerifyNumberRow
        field={METER_NUMBER}
        value={form.values.meter_number}
        onChange={(text) => form.setValue("meter_number", text)}
        error={form.errors.meter_number}
        verifying={verifying}
        onVerify={onVerify}
      />
      <VerifiedBox verified={verified} />
    </>
  );
}

export function SmartcardFields({ form, verified, verifying, onVerify }: VerifyProps) {
  return (
    <>
      <SelectField
        label="TV provider"
        required
        placeholder="Select a provider"
        options={PAYTV_PROVIDER_OPTIONS}
        value={form.values.provider}
        onChange={(e) => form.setValue("provider", e.target.value)}
        error={form.errors.provider}
      />
      <VerifyNumberRow
        field={SMARTCARD_NUMBER}
        value={form.values.smartcard}
        onChange={(text) => form.setValue("smartcard", text)}
        error={form.errors.smartcard}
        verifying={verifying}
        onVerify={onVerify}
      />
      <VerifiedBox verified={verified} />
    </>
  );
}

export function JambFields({ form, verified, verifying, onVerify }: VerifyProps) {
  return (
    <>
      <VerifyNumberRow
        field={JAMB_PROFILE}
        value={form.values.profile_id}
        onChange={(text) => form.setValue("profile_id", text)}
        error={form.errors.profile_id}
        verifying={verifying}
        onVerify={onVerify}
      />
      <VerifiedBox verified={verified} />
    </>
  );
}
