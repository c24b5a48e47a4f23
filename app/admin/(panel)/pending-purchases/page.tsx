import type { Metadata } from "next";
import { OpsNav } from "@/components/admin/ops-nav";
import { PageHeader } from "@/components/admin/page-header";
import { PaginationNav } from "@/components/admin/pagination-nav";
import { PendingPurchasesTable } from "@/components/admin/pending-purchases-table";
import { TableCard } from "@/components/admin/table-card";
import { Alert } from "@/components/ui/alert";
import { adminApi } from "@/lib/admin/admin-api";
import { adminPendingPurchasesResponse } from "@/lib/contracts/admin-transactions";
import { pageFromParam } from "@/lib/admin/admin-format";
import { loadSection } from "@/lib/admin/load-section";
import { firstParam, type SearchParams } from "@/lib/search-params";
import { PAGE_SIZE } from "@/lib/contracts/common";

export const metadata: Metadata = { title: "Pending purchases · Admin" };

/** Purchases still waiting for VTpass's final answer, oldest first; open one to requery it. */
export default async function AdminPendingPurchasesPage({ searchParams }: { searchParams: SearchParams }) {
  const page = pageFromParam(firstParam(await searchParams, "page"));
  const list = await loadSection(
    () =>
      adminApi("pending-purchases", adminPendingPurchasesResponse, {
        search: new URLSearchParams({ page: String(page), per_page: String(PAGE_SIZE) }),
      }),
    {
      could: "Could not load pending purchases.",
      failed: "Failed to load pending purchases.",
    },
  );
  return (
    <>
      <PageHeader
        title="Pending purchases"
        lead="Waiting for the provider's final answer. The re-query job checks them on its own; open one to requery it now."
        total={list.ok ? list.data.pagination.total : undefined}
      />
      <OpsNav current="/admin/pending-purchases" />
      <TableCard labelledBy="Pending purchases">
        {list.ok ? (
          <>
            <PendingPurchasesTable rows={list.data.purchases} />
            <PaginationNav pagination={list.data.pagination} path="/admin/pending-purchases" />
          </>
        ) : (
          <div style={{ padding: "1rem 1rem 0" }}>
            <Alert tone="error">{list.message}</Alert>
          </div>
        )}
      </TableCard>
    </>
  );
}
