import type { BeneficiaryView } from "@/lib/contracts/beneficiaries";
import { FORMS_OF_KIND } from "./beneficiary-links";
import { readPrefill, type PrefillService } from "./buy-again";
import type { PurchaseService } from "./request-id";
import { BILL_SERVICES } from "./service-catalog";

/*
 * A beneficiary's "Buy again" address (the beneficiaries page). Apart from beneficiary-links.ts
 * because it keeps only what the form accepts with the forms' schemas (zod), which the entry
 * forms' saved recipients must not load (README, "No zod before the customer acts").
 */

const HREF: Record<PurchaseService, string> = {
  airtime: BILL_SERVICES.airtime.href,
  data: BILL_SERVICES.data.href,
  electricity: BILL_SERVICES.electricity.href,
  paytv: BILL_SERVICES.cabletv.href,
  exam: BILL_SERVICES.exam.href,
};

const amountText = (naira: number | null) => (naira === null ? undefined : String(naira));

function queryOf(service: PurchaseService, b: BeneficiaryView): Record<string, string | undefined> {
  switch (service) {
    case "airtime":
      return { network: b.network ?? undefined, phone: b.number, amount: amountText(b.last_amount) };
    case "data":
      return { network: b.network ? `${b.network}-data` : undefined, phone: b.number };
    case "electricity":
      return {
        disco: b.provider ?? undefined,
        meter: b.number,
        meter_type: b.meter_type ?? undefined,
        amount: amountText(b.last_amount),
      };
    case "paytv":
      return { provider: b.provider ?? undefined, smartcard: b.number };
    case "exam":
      return { exam: "jamb", profile: b.number };
  }
}

/** "Buy again": the entry form filled with the beneficiary (the PIN is still asked at the summary). */
export function beneficiaryBuyHref(b: BeneficiaryView, service: PurchaseService = FORMS_OF_KIND[b.kind][0]): string {
  const wanted = queryOf(service, b);
  const accepted = readPrefill(service as PrefillService, { get: (k) => wanted[k] ?? null }) as Record<
    string,
    string | undefined
  >;
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(accepted)) if (v !== undefined) query.set(k, v);
  const search = query.toString();
  return search ? `${HREF[service]}?${search}` : HREF[service];
}
