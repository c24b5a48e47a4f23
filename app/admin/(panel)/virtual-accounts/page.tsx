import type { Metadata } from "next";
import { PageHeader } from "@/components/admin/page-header";
import { PagedTableCard } from "@/components/admin/paged-table-card";
import { VirtualAccountsTable } from "@/components/admin/virtual-accounts-table";
import { adminApi } from "@/lib/admin/admin-api";
import { adminVirtualAccountsResponse } from "@/lib/contracts/admin-customers";
import { addSeekParams, pageFromParam } from "@/lib/admin/admin-format";
import { ADMIN_MSG } from "@/lib/admin/admin-messages";
import { listQuery } from "@/lib/admin/list-query";
import { loadSection } from "@/lib/admin/load-section";
import { firstParam, type SearchParams } from "@/lib/search-params";

export const metadata: Metadata = { title: "Virtual accounts · Admin" };

/** Spec 2.13: Account Number, Holder Name, Balance, Status, Bank and the total. */
export default async function AdminVirtualAccountsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const page = pageFromParam(firstParam(params, "page"));
  const accounts = await loadSection(
    () =>
      adminApi("virtual-accounts", adminVirtualAccountsResponse, {
        search: addSeekParams(listQuery(page), (k) => firstParam(params, k)),
      }),
    { could: ADMIN_MSG.virtualAccountsCould, failed: ADMIN_MSG.virtualAccountsFailed },
  );
  return (
    <>
      <PageHeader
        title="Virtual Accounts"
        lead="Customers' reserved bank accounts for wallet funding."
        total={accounts.ok ? accounts.data.total : undefined}
        totalLabel="Total accounts"
      />
      <PagedTableCard label="Virtual accounts" list={accounts} path="/admin/virtual-accounts">
        {(data) => <VirtualAccountsTable rows={data.accounts} />}
      </PagedTableCard>
    </>
  );
}
