import type { Metadata } from "next";
import { BulkFlow } from "@/components/bulk/bulk-flow";
import page from "@/components/ui/page-column.module.css";
import { PageHeader } from "@/components/wallet/page-header";
import { isUuid } from "@/lib/contracts/common";
import { firstParam, type SearchParams } from "@/lib/search-params";

export const metadata: Metadata = { title: "Bulk purchases" };

/** Bulk airtime and data from a CSV: upload, preview, confirm with the PIN, live status, result file. */
export default async function BulkPage({ searchParams }: { searchParams: SearchParams }) {
  // ?batch=<id> opens one of the customer's batches (another's, or none, answers "Could not load").
  const batch = firstParam(await searchParams, "batch");
  return (
    <div className={`${page.page} ${page.wide}`}>
      <PageHeader title="Bulk purchases" description="Buy airtime or data for many numbers at once from a CSV file." />
      <BulkFlow initialBatchId={isUuid(batch) ? batch : null} />
    </div>
  );
}
