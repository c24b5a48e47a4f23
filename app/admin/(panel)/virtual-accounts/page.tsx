import type { Metadata } from "next";
import { PageHeader } from "@/components/admin/page-header";
import { PaginationNav } from "@/components/admin/pagination-nav";
import { TableCard } from "@/components/admin/table-card";
import { VirtualAccountsTable } from "@/components/admin/virtual-accounts-table";
import { Alert } from "@/components/ui/alert";
import { adminApi } from "@/lib/admin/admin-api";
import { adminVirtualAccountsResponse } from "@/lib/contracts/admin-customers";
import { addSeekParams, pageFromParam } from "@/lib/admin/admin-format";
import { ADMIN_MSG } from "@/lib/admin/admin-messages";
import { loadSection } from "@/lib/admin/load-section";
import { firstParam, type SearchParams } from "@/lib/search-params";
import { PAGE_SIZE } from "@/lib/contracts/common";

export const metadata: Metadata = { title: "Virtual accounts · Admin" };

/** Spec 2.13: Account Number, Holder Name, Balance, Status, Bank and the total. */
export default async function AdminVirtualAccountsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const page = pageFromParam(firstParam(params, "page"));
  const accounts = await loadSection(
    () =>
      adminApi("virtual-accounts", adminVirtualAccountsResponse, {
        search: addSeekParams(new URLSearchParams({ page: String(page), per_page: String(PAGE_SIZE) }), (k) =>
          firstParam(params, k),
        ),
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
      <TableCard labelledBy="Virtual accounts">
        {accounts.ok ? (
          <>
            <VirtualAccountsTable rows={accounts.data.accounts} />
            <PaginationNav pagination={accounts.data.pagination} path="/admin/virtual-accounts" />
          </>
        ) : (
          <div style={{ padding: "1rem 1rem 0" }}>
            <Alert tone="error">{accounts.message}</Alert>
          </div>
        )}
      </TableCard>
    </>
  );
}
