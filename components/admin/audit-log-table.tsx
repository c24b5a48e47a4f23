"use client";
import Link from "next/link";
import type { AuditAction, AuditEntryView } from "@/lib/contracts/admin-audit";
import { AUDIT_ACTION_LABEL } from "@/lib/admin/audit-action-labels";
import { formatAdminDateTime } from "@/lib/admin/admin-format";
import { AuditDiff } from "./audit-diff";
import { adminColumnHelper, DataTable } from "./data-table";
import { EmailText } from "./email-text";
import styles from "./admin.module.css";

/** The target by name where the API knows it (issue 16), its id only as a fallback. */
function target(e: AuditEntryView) {
  const name =
    e.target_name ??
    (e.target_type === "transaction" || e.target_type === "customer" ? `${e.target_id.slice(0, 8)}…` : e.target_id);
  const href =
    e.target_type === "transaction"
      ? `/admin/transactions/${e.target_id}`
      : e.target_type === "customer"
        ? `/admin/customers/${e.target_id}`
        : e.target_type === "case"
          ? `/admin/cases/${e.target_id}`
          : null;
  const cls = e.target_name ? styles.link : `${styles.link} ${styles.mono}`;
  if (href)
    return (
      <Link className={cls} href={href} title={e.target_id}>
        {name}
      </Link>
    );
  return <span className={e.target_name ? undefined : styles.mono}>{name}</span>;
}

const h = adminColumnHelper<AuditEntryView>();
const columns = h.columns([
  h.accessor("created_at", {
    header: "When",
    cell: (c) => <span className={styles.nowrap}>{formatAdminDateTime(c.getValue())}</span>,
  }),
  h.accessor("admin_email", { header: "Admin", cell: (c) => <EmailText email={c.getValue()} /> }),
  h.accessor("action", {
    header: "Action",
    cell: ({ row }) => (
      <>
        {AUDIT_ACTION_LABEL[row.original.action as AuditAction] ?? row.original.action}
        <span className={styles.sub}>{target(row.original)}</span>
      </>
    ),
  }),
  h.display({
    id: "change",
    header: "Before → after",
    cell: ({ row }) => <AuditDiff before={row.original.before} after={row.original.after} />,
  }),
]);

export function AuditLogTable({ rows, empty = "No admin actions yet." }: { rows: AuditEntryView[]; empty?: string }) {
  return <DataTable columns={columns} data={rows} caption="Audit log" empty={empty} getRowId={(r) => r.id} />;
}
