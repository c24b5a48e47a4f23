import type { Metadata } from "next";
import { SummaryPage } from "@/components/purchases/summary-page";
import type { SearchParams } from "@/lib/search-params";

const TITLE = "Exam pin summary";
export const metadata: Metadata = { title: TITLE };

export default function ExamPinSummaryPage({ searchParams }: { searchParams: SearchParams }) {
  return <SummaryPage service="exam" title={TITLE} searchParams={searchParams} />;
}
