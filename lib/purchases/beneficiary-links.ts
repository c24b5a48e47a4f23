import type { BeneficiaryKind, BeneficiaryView } from "@/lib/contracts/beneficiaries";
import { PAYTV_PROVIDER_OPTIONS } from "./catalog";
import { discoDisplayName } from "./display-names";
import { networkLabel, networkOfService } from "./network-prefixes";
import type { PurchaseService } from "./request-id";
import type { SummaryQuery } from "./summary-query";

/**
 * Beneficiaries on the pages (issue 18): how one reads and the one to save from a purchase's result
 * (the entry form it opens: beneficiary-buy-href.ts).
 */

/** What the customer calls it: the nickname, else the verified name, else the number. */
export const beneficiaryName = (b: BeneficiaryView): string => b.nickname ?? b.customer_name ?? b.number;

const providerLabel = (b: BeneficiaryView): string | null =>
  b.kind === "meter"
    ? b.provider && discoDisplayName(b.provider)
    : b.kind === "smartcard"
      ? (PAYTV_PROVIDER_OPTIONS.find((p) => p.value === b.provider)?.label ?? b.provider)
      : b.kind === "jamb"
        ? "JAMB profile"
        : null;

/** The line under the name: what it is and its number ("08031234567 · MTN", "Ikeja Electric · Prepaid · 1111111111111"). */
export function beneficiaryDetail(b: BeneficiaryView): string {
  const parts = [
    providerLabel(b),
    b.meter_type ? (b.meter_type === "prepaid" ? "Prepaid" : "Postpaid") : null,
    b.number,
    networkLabel(b.network),
  ];
  return parts.filter(Boolean).join(" · ");
}

/** The entry forms a kind serves. */
export const FORMS_OF_KIND: Record<BeneficiaryKind, readonly PurchaseService[]> = {
  phone: ["airtime", "data"],
  meter: ["electricity"],
  smartcard: ["paytv"],
  jamb: ["exam"],
};

/** What a result's recipient is: its identity, to know whether it is saved already. */
export interface RecipientKey {
  kind: BeneficiaryKind;
  provider: string | null;
  number: string;
}

/** The save body (POST /api/beneficiaries, without the nickname) for a purchase's summary query; null when there is none (WAEC). */
export function beneficiaryFromPurchase(
  service: PurchaseService,
  q: SummaryQuery,
  verifiedName: string | null,
): { key: RecipientKey; body: Record<string, unknown> } | null {
  switch (service) {
    case "airtime":
    case "data": {
      if (!q.phone) return null;
      const network = networkOfService(q.networkId ?? "");
      return {
        key: { kind: "phone", provider: null, number: q.phone },
        body: {
          kind: "phone",
          phone: q.phone,
          ...(network ? { network } : {}),
          ...(service === "airtime" && q.amount ? { amount: q.amount } : {}),
        },
      };
    }
    case "electricity":
      if (!q.meter_number || !q.discoId) return null;
      return {
        key: { kind: "meter", provider: q.discoId, number: q.meter_number },
        body: {
          kind: "meter",
          disco: q.discoId,
          meter_number: q.meter_number,
          meter_type: q.meter_type,
          customer_name: verifiedName ?? q.customer_name ?? null,
          customer_address: q.customer_address || null,
          ...(q.amount ? { amount: q.amount } : {}),
        },
      };
    case "paytv":
      if (!q.smartcard || !q.provider) return null;
      return {
        key: { kind: "smartcard", provider: q.provider, number: q.smartcard },
        body: {
          kind: "smartcard",
          provider: q.provider,
          smartcard: q.smartcard,
          customer_name: verifiedName ?? q.customer_name ?? null,
        },
      };
    case "exam":
      if ((q.examTypeId ?? "").toLowerCase() !== "jamb" || !q.profileId) return null;
      return {
        key: { kind: "jamb", provider: null, number: q.profileId },
        body: {
          kind: "jamb",
          profile_id: q.profileId,
          customer_name: verifiedName ?? null,
        },
      };
  }
}

/** Whether the list holds that recipient already. */
export const isSaved = (list: readonly BeneficiaryView[], key: RecipientKey): boolean =>
  list.some((b) => b.kind === key.kind && (b.provider ?? null) === key.provider && b.number === key.number);
