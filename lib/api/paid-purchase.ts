import "server-only";
import { purchaseResponse, type PurchaseResponse } from "@/lib/contracts/purchases";
import type { ServiceKey } from "@/lib/purchases/service-catalog";
import { customerApi, orNull } from "./customer-api";

/**
 * The customer's purchase already paid with this request_id (GET /api/purchases/{request_id}), or
 * null: never paid, another service's, or the API did not answer (the summary then shows its Pay
 * button, and paying again is still the same purchase for the API).
 */
export async function paidPurchaseOrNull(requestId: string, service: ServiceKey): Promise<PurchaseResponse | null> {
  const paid = await orNull(() => customerApi(`purchases/${encodeURIComponent(requestId)}`, purchaseResponse));
  return paid && paid.transaction.service === service ? paid : null;
}
