import type { Metadata } from "next";
import { CustomersTable } from "@/components/admin/customers-table";
import { PageHeader } from "@/components/admin/page-header";
import { PaginationNav } from "@/components/admin/pagination-nav";
import { SearchForm } from "@/components/admin/search-form";
import { TableCard } from "@/components/admin/table-card";
import { Alert } from "@/components/ui/alert";
import { adminApi } from "@/lib/admin/admin-api";
import { SelectField } from "@/components/ui/select-field";
import { CUSTOMER_STATUS_OPTIONS, optionValue } from "@/lib/admin/admin-filter-options";
import { addSeekParams, pageFromParam } from "@/lib/admin/admin-format";
import { ADMIN_MSG } from "@/lib/admin/admin-messages";
import { loadSection } from "@/lib/admin/load-section";
import { adminCustomersResponse } from "@/lib/contracts/admin-customers";
import { firstParam, type SearchParams } from "@/lib/search-params";
import { PAGE_SIZE } from "@/lib/contracts/common";

export const metadata: Metadata = { title: "Customers · Admin" };

/** Spec 2.13: Name, Email, Phone, Balance, Status and the total; search; suspend and reactivate. */
export default async function AdminCustomersPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const page = pageFromParam(firstParam(params, "page"));
  const search = firstParam(params, "search").slice(0, 100);
  const status = optionValue(CUSTOMER_STATUS_OPTIONS, firstParam(params, "status"));
  const query = new URLSearchParams({ page: String(page), per_page: String(PAGE_SIZE) });
  if (search) query.set("search", search);
  if (status) query.set("status", status);
  addSeekParams(query, (k) => firstParam(params, k));
  const customers = await loadSection(() => adminApi("customers", adminCustomersResponse, { search: query }), {
    could: ADMIN_MSG.customersCould,
    failed: ADMIN_MSG.customersFailed,
  });
  return (
    <>
      <PageHeader
        title="Customers"
        lead="Every registered customer and their wallet balance."
        total={customers.ok ? customers.data.total : undefined}
        totalLabel="Total customers"
      />
      <SearchForm
        action="/admin/customers"
        label="Search customers"
        placeholder="Name, email or phone"
        value={search}
        filtered={Boolean(search || status)}
      >
        <SelectField
          label="Status"
          name="status"
          placeholder="All statuses"
          options={CUSTOMER_STATUS_OPTIONS}
          defaultValue={status}
        />
      </SearchForm>
      <TableCard labelledBy="Customers">
        {customers.ok ? (
          <>
            <CustomersTable
              rows={customers.data.customers}
              empty={search || status ? "No customers match this search." : "No customers yet."}
            />
            <PaginationNav pagination={customers.data.pagination} path="/admin/customers" params={{ search, status }} />
          </>
        ) : (
          <div style={{ padding: "1rem 1rem 0" }}>
            <Alert tone="error">{customers.message}</Alert>
          </div>
        )}
      </TableCard>
    </>
  );
}
