import { newRequestId, type PurchaseService } from "../../lib/purchases/request-id";
import { SANDBOX } from "./purchases";

/**
 * A summary page with the query its entry form sends (components/purchases/*-form.tsx), each with a
 * new request id: the real summary with its PIN pad, not the 'Invalid purchase details' notice.
 * Long names where a customer's can be long, so the widths and contrast are checked at their worst.
 */
export function summaryUrl(service: PurchaseService): string {
  const requestId = newRequestId(service);
  const phone = SANDBOX.successPhone;
  const q: Record<PurchaseService, Record<string, string>> = {
    airtime: { network: "MTN", networkId: "mtn", phone, amount: "100", requestId },
    data: {
      networkId: "mtn-data",
      network: "MTN",
      planId: "mtn-10mb-100",
      plan: "100 MB, 24 hours",
      price: "100",
      variationCode: "mtn-10mb-100",
      phone,
      requestId,
    },
    electricity: {
      disco: "Port Harcourt Electric",
      discoId: "portharcourt-electric",
      meter_number: SANDBOX.prepaidMeter,
      meter_type: "prepaid",
      amount: "1500",
      phone,
      customer_name: "Oluwaseun Adebayo-Williams Enterprises",
      customer_address: "Plot 14, Block C, Adeniyi Jones Avenue, Ikeja GRA, Lagos State",
      requestId,
    },
    paytv: {
      provider: "dstv",
      providerName: "DStv",
      smartcard: SANDBOX.smartcard,
      plan: "dstv-padi",
      planName: "DStv Padi",
      amount: "4400",
      phone,
      customer_name: "Oluwaseun Adebayo-Williams",
      smartcard_number: SANDBOX.smartcard,
      requestId,
    },
    exam: {
      examType: "WAEC Result Checker",
      examTypeId: "waec",
      variation: "WASSCE Result Checker PIN",
      variationCode: "waecdirect",
      price: "3900",
      phone,
      quantity: "1",
      requestId,
      reference: requestId,
    },
  };
  const page: Record<PurchaseService, string> = {
    airtime: "/airtime-summary",
    data: "/data-summary",
    electricity: "/electricity-summary",
    paytv: "/paytv-summary",
    exam: "/exam-pin-summary",
  };
  return `${page[service]}?${new URLSearchParams(q[service])}`;
}

export const SUMMARY_SERVICES: readonly PurchaseService[] = ["airtime", "data", "electricity", "paytv", "exam"];
