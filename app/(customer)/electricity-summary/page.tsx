import type { Metadata } from "next";
import { PurchaseSummary } from "@/components/purchases/purchase-summary";
import { missingSummaryKeys, readSummaryQuery } from "@/lib/purchases/summary-query";
import type { SearchParams } from "@/lib/search-params";
import { serviceOffNotice } from "@/lib/api/service-availability";

export const metadata: Metadata = { title: "Electricity summary" };

/** Spec 2.1 and 2.6 to 2.10: check the query, confirm and pay, then the result view. */
export default async function ElectricitySummaryPage({ searchParams }: { searchParams: SearchParams }) {
  const query = readSummaryQuery("electricity", await searchParams);
  return (
    <PurchaseSummary
      key={query.requestId ?? "invalid"}
      service="electricity"
      title="Electricity summary"
      query={query}
      missing={missingSummaryKeys("electricity", query)}
      unavailable={await serviceOffNotice("electricity")}
    />
  );
}
