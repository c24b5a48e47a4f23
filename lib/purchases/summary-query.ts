import { koboToNaira, nairaToKobo } from "@/lib/money";
import { firstParam, type QueryParams } from "@/lib/search-params";
import type { PurchaseService } from "./request-id";

export type SummaryQuery = Record<string, string>;

/** The query keys each summary page needs (spec 2.6 to 2.10); the others are optional extras. */
export const SUMMARY_REQUIRED_KEYS: Record<PurchaseService, readonly string[]> = {
  airtime: ["network", "networkId", "phone", "amount", "requestId"],
  data: ["networkId", "network", "planId", "plan", "price", "variationCode", "phone", "requestId"],
  electricity: ["disco", "discoId", "meter_number", "meter_type", "amount", "phone", "requestId"],
  paytv: ["provider", "providerName", "smartcard", "plan", "amount", "phone", "requestId"],
  exam: ["examType", "variation", "variationCode", "price", "phone", "quantity", "requestId"],
};

const OPTIONAL_KEYS: Record<PurchaseService, readonly string[]> = {
  airtime: [],
  data: [],
  electricity: ["customer_name", "customer_address"],
  paytv: ["customer_name", "smartcard_number", "planName"],
  exam: ["profileId", "reference", "examTypeId"],
};

/** First values of the page's known keys, trimmed (unknown keys are dropped). */
export function readSummaryQuery(service: PurchaseService, params: QueryParams): SummaryQuery {
  const out: SummaryQuery = {};
  for (const key of [...SUMMARY_REQUIRED_KEYS[service], ...OPTIONAL_KEYS[service]]) {
    const first = firstParam(params, key).trim();
    if (first !== "") out[key] = first;
  }
  return out;
}

/** The query key the summary's amount is read from (exam pins: the unit price, times the quantity). */
const AMOUNT_KEY: Record<PurchaseService, string> = {
  airtime: "amount",
  data: "price",
  electricity: "amount",
  paytv: "amount",
  exam: "price",
};

/**
 * Spec 2.1: with a required value missing, or an amount that is not a positive sum of naira (a
 * bad quantity for exam pins), the page shows 'Invalid purchase details. Please try again.' and
 * goes back to the entry page, rather than a summary of ₦0.00 with a PIN pad.
 */
export function invalidSummaryKeys(service: PurchaseService, q: SummaryQuery): string[] {
  const missing = SUMMARY_REQUIRED_KEYS[service].filter((k) => !q[k]);
  if (missing.length === 0 && summaryAmount(service, q) === null) return [AMOUNT_KEY[service]];
  return missing;
}

/** The purchase body each summary page sends (spec 7.2). */
export function purchaseBody(service: PurchaseService, q: SummaryQuery): Record<string, unknown> {
  switch (service) {
    case "airtime":
      return {
        network: q.networkId ?? "",
        phone: q.phone ?? "",
        amount: q.amount ?? "",
        request_id: q.requestId ?? "",
      };
    case "data":
      return {
        network_id: q.networkId ?? "",
        variation_id: q.variationCode || q.planId || "",
        amount: q.price ?? "",
        phone: q.phone ?? "",
        request_id: q.requestId ?? "",
      };
    case "electricity":
      return {
        disco: q.discoId ?? "",
        meter_number: q.meter_number ?? "",
        meter_type: q.meter_type ?? "",
        amount: q.amount ?? "",
        phone: q.phone ?? "",
        customer_name: q.customer_name ?? null,
        customer_address: q.customer_address ?? null,
        request_id: q.requestId ?? "",
      };
    case "paytv":
      return {
        provider: q.provider ?? "",
        smartcard: q.smartcard ?? "",
        plan: q.plan ?? "",
        amount: q.amount ?? "",
        phone: q.phone ?? "",
        ...(q.customer_name ? { customer_name: q.customer_name } : {}),
        request_id: q.requestId ?? "",
      };
    case "exam":
      return {
        // Spec 5: the exam type is sent in lower case (its id when the entry page passed it).
        exam_type: (q.examTypeId || q.examType || "").toLowerCase(),
        variation_id: q.variationCode ?? "",
        amount: examTotal(q) ?? q.price ?? "",
        phone: q.phone ?? "",
        quantity: q.quantity ?? "",
        ...(q.profileId ? { profile_id: q.profileId } : {}),
        request_id: q.requestId ?? "",
      };
  }
}

/** A positive naira amount from the query (plain decimal text, as the forms write it), or null. */
export function queryNaira(v: string | undefined): number | null {
  const kobo = nairaToKobo(v);
  return kobo !== null && kobo > 0 ? koboToNaira(kobo) : null;
}

/** Exam pins: the unit price times the quantity, in naira with 2 decimals (kobo arithmetic). */
export function examTotal(q: SummaryQuery): number | null {
  const unitKobo = nairaToKobo(q.price);
  const quantity = Number(q.quantity);
  if (unitKobo === null || unitKobo <= 0 || !Number.isInteger(quantity) || quantity < 1) return null;
  return koboToNaira(unitKobo * quantity);
}

/** The amount the summary shows and charges. */
export function summaryAmount(service: PurchaseService, q: SummaryQuery): number | null {
  if (service === "exam") return examTotal(q);
  return queryNaira(service === "data" ? q.price : q.amount);
}
