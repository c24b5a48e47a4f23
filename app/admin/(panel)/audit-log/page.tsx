import type { Metadata } from "next";
import { AuditLogTable } from "@/components/admin/audit-log-table";
import { OpsNav } from "@/components/admin/ops-nav";
import { PageHeader } from "@/components/admin/page-header";
import { PagedTableCard } from "@/components/admin/paged-table-card";
import { SearchForm } from "@/components/admin/search-form";
import { SelectField } from "@/components/ui/select-field";
import { adminApi } from "@/lib/admin/admin-api";
import { AUDIT_ACTION_OPTIONS, optionValue } from "@/lib/admin/admin-filter-options";
import { pageFromParam } from "@/lib/admin/admin-format";
import { listQuery } from "@/lib/admin/list-query";
import { loadSection } from "@/lib/admin/load-section";
import { adminAuditLogResponse } from "@/lib/contracts/admin-audit";
import { firstParam, type SearchParams } from "@/lib/search-params";

export const metadata: Metadata = { title: "Audit log · Admin" };

/** Every admin action: who, what, when, before and after. */
export default async function AdminAuditLogPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const page = pageFromParam(firstParam(params, "page"));
  const search = firstParam(params, "search").slice(0, 100);
  const action = optionValue(AUDIT_ACTION_OPTIONS, firstParam(params, "action"));
  const query = listQuery(page, { search, action });
  const log = await loadSection(() => adminApi("audit-log", adminAuditLogResponse, { search: query }), {
    could: "Could not load the audit log.",
    failed: "Failed to load the audit log.",
  });
  return (
    <>
      <PageHeader
        title="Audit log"
        lead="Every admin action, written together with the action itself."
        total={log.ok ? log.data.pagination.total : undefined}
      />
      <OpsNav current="/admin/audit-log" />
      <SearchForm
        action="/admin/audit-log"
        label="Search the audit log"
        placeholder="Admin email or target id"
        value={search}
        filtered={Boolean(search || action)}
      >
        <SelectField
          label="Action"
          name="action"
          placeholder="All actions"
          options={AUDIT_ACTION_OPTIONS}
          defaultValue={action}
        />
      </SearchForm>
      <PagedTableCard label="Audit log" list={log} path="/admin/audit-log" params={{ search, action }}>
        {(data) => (
          <AuditLogTable
            rows={data.entries}
            empty={search || action ? "No admin action matches." : "No admin actions yet."}
          />
        )}
      </PagedTableCard>
    </>
  );
}
