import type { Metadata } from "next";
import { CustomersTable } from "@/components/admin/customers-table";
import { PageHeader } from "@/components/admin/page-header";
import { PagedTableCard } from "@/components/admin/paged-table-card";
import { SearchForm } from "@/components/admin/search-form";
import { adminApi } from "@/lib/admin/admin-api";
import { SelectField } from "@/components/ui/select-field";
import { CUSTOMER_STATUS_OPTIONS, optionValue } from "@/lib/admin/admin-filter-options";
import { addSeekParams, pageFromParam } from "@/lib/admin/admin-format";
import { ADMIN_MSG } from "@/lib/admin/admin-messages";
import { listQuery } from "@/lib/admin/list-query";
import { loadSection } from "@/lib/admin/load-section";
import { adminCustomersResponse } from "@/lib/contracts/admin-customers";
import { firstParam, type SearchParams } from "@/lib/search-params";

export const metadata: Metadata = { title: "Customers · Admin" };

/** Spec 2.13: Name, Email, Phone, Balance, Status and the total; search; suspend and reactivate. */
export default async function AdminCustomersPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const page = pageFromParam(firstParam(params, "page"));
  const search = firstParam(params, "search").slice(0, 100);
  const status = optionValue(CUSTOMER_STATUS_OPTIONS, firstParam(params, "status"));
  const query = listQuery(page, { search, status });
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
      <PagedTableCard label="Customers" list={customers} path="/admin/customers" params={{ search, status }}>
        {(data) => (
          <CustomersTable
            rows={data.customers}
            empty={search || status ? "No customers match this search." : "No customers yet."}
          />
        )}
      </PagedTableCard>
    </>
  );
}
