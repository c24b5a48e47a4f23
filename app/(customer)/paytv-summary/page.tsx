import type { Metadata } from "next";
import { SummaryPage } from "@/components/purchases/summary-page";
import type { SearchParams } from "@/lib/search-params";

const TITLE = "Cable TV summary";
export const metadata: Metadata = { title: TITLE };

export default function CableTVSummaryPage({ searchParams }: { searchParams: SearchParams }) {
  return <SummaryPage service="paytv" title={TITLE} searchParams={searchParams} />;
}
