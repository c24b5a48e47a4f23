import { formatNaira } from "@/lib/money";
import { meterTypeDisplayName } from "./display-names";
import type { PurchaseService } from "./request-id";
import { shortReference } from "./short-reference";
import { summaryAmount, type SummaryQuery } from "./summary-query";

/** `copy`: the row offers a Copy button (the reference). */
export type SummaryRow = { label: string; value: string; emphasis?: boolean; copy?: boolean };

/** What each summary page shows before 'Confirm and Pay' (spec 2.6 to 2.10). */
export function summaryRows(service: PurchaseService, q: SummaryQuery): SummaryRow[] {
  const total: SummaryRow = { label: "Amount", value: formatNaira(summaryAmount(service, q)), emphasis: true };
  const long = q.reference || q.requestId;
  // The short reference the result shows too (issue 16); the request id itself is for support.
  const reference: SummaryRow = { label: "Reference", value: long ? shortReference(long) : "—", copy: Boolean(long) };
  const rows: (SummaryRow | null)[] = (() => {
    switch (service) {
      case "airtime":
        return [{ label: "Network", value: q.network }, { label: "Phone number", value: q.phone }, total, reference];
      case "data":
        return [
          { label: "Network", value: q.network },
          { label: "Plan", value: q.plan },
          { label: "Phone number", value: q.phone },
          total,
          reference,
        ];
      case "electricity":
        return [
          { label: "Provider", value: q.disco },
          { label: "Meter number", value: q.meter_number },
          { label: "Meter type", value: meterTypeDisplayName(q.meter_type) },
          q.customer_name ? { label: "Customer name", value: q.customer_name } : null,
          q.customer_address ? { label: "Address", value: q.customer_address } : null,
          { label: "Phone number", value: q.phone },
          total,
          reference,
        ];
      case "paytv":
        return [
          { label: "Provider", value: q.providerName },
          { label: "Smartcard number", value: q.smartcard },
          { label: "Plan", value: q.planName || q.plan },
          total,
          { label: "Phone number", value: q.phone },
          q.customer_name ? { label: "Customer name", value: q.customer_name } : null,
          q.smartcard_number ? { label: "Verified smartcard", value: q.smartcard_number } : null,
          reference,
        ];
      case "exam":
        return [
          { label: "Exam type", value: q.examType },
          { label: "Variation", value: q.variation },
          { label: "Phone number", value: q.phone },
          { label: "Quantity", value: q.quantity },
          { label: "Unit price", value: formatNaira(q.price) },
          total,
          reference,
          q.profileId ? { label: "JAMB profile ID", value: q.profileId } : null,
        ];
    }
  })();
  return rows.filter((r): r is SummaryRow => r !== null).map((r) => ({ ...r, value: r.value || "—" }));
}
