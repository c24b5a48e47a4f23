import type { BeneficiaryKind } from "@/lib/contracts/beneficiaries";
import { NIGERIAN_MOBILE, PURCHASE_MSG } from "@/lib/contracts/purchases";
import { meterNumberError, smartcardError, type FieldErrors } from "./entry-rules";
import { networkOfService } from "./network-prefixes";

/**
 * "Add beneficiary" on /beneficiaries (issue 18): the form's rules before it posts, and the body of
 * POST /api/beneficiaries it sends (the API reads it again with the same rules and the phone
 * library). The field names are the API's, so its 422 errors land under the same fields.
 */

export type NewBeneficiaryField =
  "phone" | "network" | "disco" | "meter_type" | "meter_number" | "provider" | "smartcard" | "profile_id" | "nickname";

/** The form's text values (the network is kept apart, by useNetworkFromNumber). */
export type NewBeneficiaryValues = Record<Exclude<NewBeneficiaryField, "network">, string>;

export const EMPTY_NEW_BENEFICIARY: NewBeneficiaryValues = {
  phone: "",
  disco: "",
  meter_type: "prepaid",
  meter_number: "",
  provider: "",
  smartcard: "",
  profile_id: "",
  nickname: "",
};

/** What the provider answered for a meter, smartcard or JAMB profile, and for which values. */
export interface RecipientVerified {
  /** recipientKey of the values verified: a change to any of them asks for a new verification. */
  key: string;
  name: string;
  address: string | null;
  /** The number as the provider writes it (a smartcard). */
  number: string;
}

export const VERIFY_BEFORE_SAVING: Record<Exclude<BeneficiaryKind, "phone">, string> = {
  meter: "Verify the meter before saving it.",
  smartcard: "Verify the smartcard before saving it.",
  jamb: "Verify the JAMB profile before saving it.",
};

/** The values a verification is for; null for a phone (nothing to verify). */
export function recipientKey(kind: BeneficiaryKind, v: NewBeneficiaryValues): string | null {
  switch (kind) {
    case "phone":
      return null;
    case "meter":
      return `meter|${v.disco}|${v.meter_type}|${v.meter_number.trim()}`;
    case "smartcard":
      return `smartcard|${v.provider}|${v.smartcard.trim()}`;
    case "jamb":
      return `jamb|${v.profile_id.trim()}`;
  }
}

/** What must be right before a verification can be asked (the number's own rule, the provider chosen). */
export function verifyErrors(kind: BeneficiaryKind, v: NewBeneficiaryValues): FieldErrors<NewBeneficiaryField> {
  switch (kind) {
    case "phone":
      return {};
    case "meter":
      return clean({
        disco: v.disco ? undefined : PURCHASE_MSG.discoRequired,
        meter_number: meterNumberError(v.meter_number),
      });
    case "smartcard":
      return clean({
        provider: v.provider ? undefined : PURCHASE_MSG.providerRequired,
        smartcard: smartcardError(v.smartcard),
      });
    case "jamb":
      return clean({ profile_id: v.profile_id.trim() ? undefined : PURCHASE_MSG.jambProfileRequired });
  }
}

/**
 * The form's errors before saving: a phone must be a Nigerian mobile number (already normalised by
 * the phone library) with its network; a meter, smartcard or JAMB profile must be verified as it stands.
 */
export function newBeneficiaryErrors(
  kind: BeneficiaryKind,
  v: NewBeneficiaryValues,
  networkId: string,
  verified: RecipientVerified | null,
): FieldErrors<NewBeneficiaryField> {
  if (kind === "phone")
    return clean({
      phone: NIGERIAN_MOBILE.test(v.phone.trim()) ? undefined : PURCHASE_MSG.phoneNigerian,
      network: networkOfService(networkId) ? undefined : PURCHASE_MSG.networkRequired,
    });
  const before = verifyErrors(kind, v);
  if (Object.keys(before).length) return before;
  if (verified?.key === recipientKey(kind, v)) return {};
  const field = kind === "meter" ? "meter_number" : kind === "smartcard" ? "smartcard" : "profile_id";
  return { [field]: VERIFY_BEFORE_SAVING[kind] };
}

/** POST /api/beneficiaries's body, as the result page's save sends it (the verified name and address kept). */
export function newBeneficiaryBody(
  kind: BeneficiaryKind,
  v: NewBeneficiaryValues,
  networkId: string,
  verified: RecipientVerified | null,
): Record<string, unknown> {
  const nickname = v.nickname.trim() || null;
  switch (kind) {
    case "phone":
      return { kind, phone: v.phone.trim(), network: networkOfService(networkId), nickname };
    case "meter":
      return {
        kind,
        disco: v.disco,
        meter_number: v.meter_number.trim(),
        meter_type: v.meter_type,
        customer_name: verified?.name ?? null,
        customer_address: verified?.address ?? null,
        nickname,
      };
    case "smartcard":
      return {
        kind,
        provider: v.provider,
        smartcard: verified?.number ?? v.smartcard.trim(),
        customer_name: verified?.name ?? null,
        nickname,
      };
    case "jamb":
      return { kind, profile_id: v.profile_id.trim(), customer_name: verified?.name ?? null, nickname };
  }
}

function clean<K extends string>(e: Partial<Record<K, string | undefined>>): FieldErrors<K> {
  const out: FieldErrors<K> = {};
  for (const [k, m] of Object.entries(e) as [K, string | undefined][]) if (m) out[k] = m;
  return out;
}
