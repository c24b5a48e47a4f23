import type { Metadata } from "next";
import Link from "next/link";
import { CasesTable } from "@/components/admin/cases-table";
import { OpsNav } from "@/components/admin/ops-nav";
import { PageHeader } from "@/components/admin/page-header";
import { PagedTableCard } from "@/components/admin/paged-table-card";
import { adminApi } from "@/lib/admin/admin-api";
import { pageFromParam } from "@/lib/admin/admin-format";
import { listQuery } from "@/lib/admin/list-query";
import { loadSection } from "@/lib/admin/load-section";
import { adminCasesResponse } from "@/lib/contracts/admin-cases";
import { firstParam, type SearchParams } from "@/lib/search-params";
import styles from "@/components/admin/admin.module.css";

export const metadata: Metadata = { title: "Cases · Admin" };

const VIEWS = [
  { status: "live", label: "Open and waiting" },
  { status: "resolved", label: "Resolved" },
  { status: "rejected", label: "Rejected" },
] as const;

/** The cases queue: customers' claims and disputes the product could not settle itself, oldest first. */
export default async function AdminCasesPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const page = pageFromParam(firstParam(params, "page"));
  const asked = firstParam(params, "status");
  const status = VIEWS.find((v) => v.status === asked)?.status ?? "live";
  const list = await loadSection(
    () =>
      adminApi("cases", adminCasesResponse, {
        search: listQuery(page, { status }),
      }),
    { could: "Could not load the cases.", failed: "Failed to load the cases." },
  );
  return (
    <>
      <PageHeader
        title="Cases"
        lead="Missing deposits and purchases not received that the bank's or VTpass's own records could not settle at once. Oldest first."
        total={list.ok ? list.data.pagination.total : undefined}
      />
      <OpsNav current="/admin/cases" />
      <nav aria-label="Case status">
        <ul className={styles.opsNav}>
          {VIEWS.map((v) => (
            <li key={v.status}>
              <Link href={`/admin/cases?status=${v.status}`} aria-current={v.status === status ? "page" : undefined}>
                {v.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <PagedTableCard label="Cases" list={list} path="/admin/cases" params={{ status }}>
        {(data) => <CasesTable rows={data.cases} />}
      </PagedTableCard>
    </>
  );
}
