import type { Metadata } from "next";
import { SummaryPage } from "@/components/purchases/summary-page";
import type { SearchParams } from "@/lib/search-params";

const TITLE = "Data summary";
export const metadata: Metadata = { title: TITLE };

export default function DataSummaryPage({ searchParams }: { searchParams: SearchParams }) {
  return <SummaryPage service="data" title={TITLE} searchParams={searchParams} />;
}
