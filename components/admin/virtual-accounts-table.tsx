"use client";
import type { AdminVirtualAccount } from "@/lib/contracts/admin-customers";
import { formatNaira } from "@/lib/money";
import { adminColumnHelper, DataTable } from "./data-table";
import { StatusBadge } from "./status-badge";
import styles from "./admin.module.css";

const h = adminColumnHelper<AdminVirtualAccount>();
const columns = h.columns([
  h.accessor("account_number", {
    header: "Account Number",
    cell: (c) => <span className={styles.mono}>{c.getValue() ?? "Not assigned yet"}</span>,
  }),
  h.accessor("holder_name", { header: "Holder Name" }),
  h.accessor("balance", { header: "Balance", cell: (c) => formatNaira(c.getValue()), meta: { className: styles.num } }),
  h.accessor("status", { header: "Status", cell: (c) => <StatusBadge status={c.getValue()} kind="account" /> }),
  h.accessor("bank_name", { header: "Bank", cell: (c) => c.getValue() ?? "—" }),
]);

export function VirtualAccountsTable({ rows }: { rows: AdminVirtualAccount[] }) {
  return (
    <DataTable
      columns={columns}
      data={rows}
      caption="Virtual accounts"
      empty="No virtual accounts yet."
      getRowId={(r) => r.id}
    />
  );
}
