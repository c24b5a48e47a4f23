import type { Metadata } from "next";
import { OpsNav } from "@/components/admin/ops-nav";
import { PageHeader } from "@/components/admin/page-header";
import { PagedTableCard } from "@/components/admin/paged-table-card";
import { PendingPurchasesTable } from "@/components/admin/pending-purchases-table";
import { adminApi } from "@/lib/admin/admin-api";
import { adminPendingPurchasesResponse } from "@/lib/contracts/admin-transactions";
import { pageFromParam } from "@/lib/admin/admin-format";
import { listQuery } from "@/lib/admin/list-query";
import { loadSection } from "@/lib/admin/load-section";
import { firstParam, type SearchParams } from "@/lib/search-params";

export const metadata: Metadata = { title: "Pending purchases · Admin" };

/** Purchases still waiting for VTpass's final answer, oldest first; open one to requery it. */
export default async function AdminPendingPurchasesPage({ searchParams }: { searchParams: SearchParams }) {
  const page = pageFromParam(firstParam(await searchParams, "page"));
  const list = await loadSection(
    () =>
      adminApi("pending-purchases", adminPendingPurchasesResponse, {
        search: listQuery(page),
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
      <PagedTableCard label="Pending purchases" list={list} path="/admin/pending-purchases">
        {(data) => <PendingPurchasesTable rows={data.purchases} />}
      </PagedTableCard>
    </>
  );
}
