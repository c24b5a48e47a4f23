import type { Metadata } from "next";
import { SummaryPage } from "@/components/purchases/summary-page";
import type { SearchParams } from "@/lib/search-params";

const TITLE = "Electricity summary";
export const metadata: Metadata = { title: TITLE };

export default function ElectricitySummaryPage({ searchParams }: { searchParams: SearchParams }) {
  return <SummaryPage service="electricity" title={TITLE} searchParams={searchParams} />;
}
