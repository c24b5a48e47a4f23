import type { Metadata } from "next";
import { SummaryPage } from "@/components/purchases/summary-page";
import type { SearchParams } from "@/lib/search-params";

const TITLE = "Airtime summary";
export const metadata: Metadata = { title: TITLE };

export default function AirtimeSummaryPage({ searchParams }: { searchParams: SearchParams }) {
  return <SummaryPage service="airtime" title={TITLE} searchParams={searchParams} />;
}
