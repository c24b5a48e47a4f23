"use client";
import Link from "next/link";
import type { AdminCustomer } from "@/lib/contracts/admin-customers";
import { formatNaira } from "@/lib/money";
import { CustomerStatusButton } from "./customer-status-button";
import { adminColumnHelper, DataTable } from "./data-table";
import { StatusBadge } from "./status-badge";
import styles from "./admin.module.css";

const h = adminColumnHelper<AdminCustomer>();
const columns = h.columns([
  h.accessor("name", {
    header: "Name",
    cell: ({ row }) => (
      <Link className={styles.link} href={`/admin/customers/${row.original.id}`}>
        {row.original.name}
      </Link>
    ),
  }),
  h.accessor("email", { header: "Email", cell: (c) => <span className={styles.mono}>{c.getValue()}</span> }),
  h.accessor("phone", { header: "Phone", cell: (c) => <span className={styles.nowrap}>{c.getValue()}</span> }),
  h.accessor("balance", { header: "Balance", cell: (c) => formatNaira(c.getValue()), meta: { className: styles.num } }),
  h.accessor("status", { header: "Status", cell: (c) => <StatusBadge status={c.getValue()} kind="account" /> }),
  h.display({ id: "action", header: "Action", cell: ({ row }) => <CustomerStatusButton customer={row.original} /> }),
]);

export function CustomersTable({ rows, empty }: { rows: AdminCustomer[]; empty: string }) {
  return <DataTable columns={columns} data={rows} caption="Customers" empty={empty} getRowId={(r) => r.id} />;
}
