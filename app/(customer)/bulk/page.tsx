import type { Metadata } from "next";
import { BulkFlow } from "@/components/bulk/bulk-flow";
import page from "@/components/ui/page-column.module.css";
import { PageHeader } from "@/components/wallet/page-header";

export const metadata: Metadata = { title: "Bulk purchases" };

/** Bulk airtime and data from a CSV: upload, preview, confirm with the PIN, live status, result file. */
export default function BulkPage() {
  return (
    <div className={`${page.page} ${page.wide}`}>
      <PageHeader title="Bulk purchases" description="Buy airtime or data for many numbers at once from a CSV file." />
      <BulkFlow />
    </div>
  );
}
