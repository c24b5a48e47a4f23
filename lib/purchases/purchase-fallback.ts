import type { PurchaseFallback } from "./outcome";
import type { PurchaseService } from "./request-id";
import { summaryAmount, type SummaryQuery } from "./summary-query";

const orNull = (v: string | undefined): string | null => v || null;

/**
 * What a summary knows of the purchase it is paying (its query), at the moment it pays: the result
 * view of a purchase the API refused, or never answered, shows these rows like a delivered one does.
 */
export function purchaseFallback(service: PurchaseService, q: SummaryQuery, at: Date): PurchaseFallback {
  const quantity = Number(q.quantity);
  return {
    requestId: q.requestId ?? "",
    amount: summaryAmount(service, q) ?? 0,
    phone: orNull(q.phone),
    entered: {
      date: at.toISOString(),
      customer_name: orNull(q.customer_name),
      customer_address: orNull(q.customer_address),
      meter_number: service === "electricity" ? orNull(q.meter_number) : null,
      smartcard_number: service === "paytv" ? orNull(q.smartcard_number || q.smartcard) : null,
      exam_type: service === "exam" ? orNull(q.examType) : null,
      variation: service === "exam" ? orNull(q.variation) : null,
      quantity: service === "exam" && Number.isInteger(quantity) && quantity > 0 ? quantity : null,
      profile_id: service === "exam" ? orNull(q.profileId) : null,
    },
  };
}
