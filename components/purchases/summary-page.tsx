import { BeneficiariesSeed } from "@/components/beneficiaries/beneficiaries-seed";
import { beneficiariesOrNull } from "@/lib/api/entry-lists";
import { paidPurchaseOrNull } from "@/lib/api/paid-purchase";
import { serviceOffNotice } from "@/lib/api/service-availability";
import { FLOW_SERVICE } from "@/lib/purchases/messages";
import type { PurchaseService } from "@/lib/purchases/request-id";
import { invalidSummaryKeys, readSummaryQuery } from "@/lib/purchases/summary-query";
import type { SearchParams } from "@/lib/search-params";
import { PurchaseSummary } from "./purchase-summary";

/**
 * A service's summary page (spec 2.1 and 2.6 to 2.10): check the query, confirm and pay, then the
 * result view. A new purchase (another request id) starts from a fresh summary; a summary whose
 * request id was already paid (the page reloaded, or opened again from the history) shows that
 * purchase's result instead of asking to pay.
 */
export async function SummaryPage({
  service,
  title,
  searchParams,
}: {
  service: PurchaseService;
  title: string;
  searchParams: SearchParams;
}) {
  const query = readSummaryQuery(service, await searchParams);
  const missing = invalidSummaryKeys(service, query);
  // The saved recipients are read with the rest, so the result's "Save as beneficiary" renders with
  // the result, in place, rather than after a read of its own pushed the page down.
  const [paid, unavailable, beneficiaries] = await Promise.all([
    query.requestId && missing.length === 0 ? paidPurchaseOrNull(query.requestId, FLOW_SERVICE[service]) : null,
    serviceOffNotice(FLOW_SERVICE[service]),
    beneficiariesOrNull(),
  ]);
  return (
    <BeneficiariesSeed list={beneficiaries}>
      <PurchaseSummary
        key={query.requestId ?? "invalid"}
        service={service}
        title={title}
        query={query}
        missing={missing}
        unavailable={unavailable}
        paid={paid}
      />
    </BeneficiariesSeed>
  );
}
