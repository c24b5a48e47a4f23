import type { Metadata } from "next";
import { PurchaseSummary } from "@/components/purchases/purchase-summary";
import { missingSummaryKeys, readSummaryQuery } from "@/lib/purchases/summary-query";
import type { SearchParams } from "@/lib/search-params";
import { serviceOffNotice } from "@/lib/api/service-availability";

export const metadata: Metadata = { title: "Airtime summary" };

/** Spec 2.1 and 2.6 to 2.10: check the query, confirm and pay, then the result view. */
export default async function AirtimeSummaryPage({ searchParams }: { searchParams: SearchParams }) {
  const query = readSummaryQuery("airtime", await searchParams);
  return (
    <PurchaseSummary
      key={query.requestId ?? "invalid"}
      service="airtime"
      title="Airtime summary"
      query={query}
      missing={missingSummaryKeys("airtime", query)}
      unavailable={await serviceOffNotice("airtime")}
    />
  );
}
