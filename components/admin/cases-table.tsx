"use client";
import Link from "next/link";
import { ageText } from "@/components/claims/case-dates";
import { formatAdminDateTime } from "@/lib/admin/admin-format";
import type { AdminCaseItem } from "@/lib/contracts/admin-cases";
import { CASE_KIND_LABELS } from "@/lib/contracts/claims";
import { formatNaira } from "@/lib/money";
import { CaseBadge } from "./case-badge";
import { adminColumnHelper, DataTable } from "./data-table";
import { EmailText } from "./email-text";
import styles from "./admin.module.css";

const h = adminColumnHelper<AdminCaseItem>();
const columns = h.columns([
  h.accessor("kind", {
    header: "Case",
    cell: ({ row }) => (
      <Link className={styles.link} href={`/admin/cases/${row.original.id}`}>
        {CASE_KIND_LABELS[row.original.kind]}
      </Link>
    ),
  }),
  h.accessor("customer", {
    header: "Customer",
    cell: ({ row }) => (
      <>
        {row.original.customer.name}
        <span className={styles.sub}>
          <EmailText email={row.original.customer.email} />
        </span>
      </>
    ),
  }),
  h.accessor("amount", { header: "Amount", cell: (c) => formatNaira(c.getValue()), meta: { className: styles.num } }),
  h.accessor("status", { header: "Status", cell: (c) => <CaseBadge status={c.getValue()} /> }),
  h.accessor("age_seconds", {
    header: "Age",
    cell: ({ row }) => (
      <span className={styles.nowrap}>
        {ageText(row.original.age_seconds)}
        <span className={styles.sub}>since {formatAdminDateTime(row.original.created_at)}</span>
      </span>
    ),
  }),
]);

export function CasesTable({ rows }: { rows: AdminCaseItem[] }) {
  return <DataTable columns={columns} data={rows} caption="Cases" empty="No case here." getRowId={(r) => r.id} />;
}
