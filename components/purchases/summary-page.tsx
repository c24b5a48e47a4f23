import { serviceOffNotice } from "@/lib/api/service-availability";
import { FLOW_SERVICE } from "@/lib/purchases/messages";
import type { PurchaseService } from "@/lib/purchases/request-id";
import { invalidSummaryKeys, readSummaryQuery } from "@/lib/purchases/summary-query";
import type { SearchParams } from "@/lib/search-params";
import { PurchaseSummary } from "./purchase-summary";

/**
 * A service's summary page (spec 2.1 and 2.6 to 2.10): check the query, confirm and pay, then the
 * result view. A new purchase (another request id) starts from a fresh summary.
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
  return (
    <PurchaseSummary
      key={query.requestId ?? "invalid"}
      service={service}
      title={title}
      query={query}
      missing={invalidSummaryKeys(service, query)}
      unavailable={await serviceOffNotice(FLOW_SERVICE[service])}
    />
  );
}
