"use client";
import Link from "next/link";
import { formatAdminDateTime, serviceName } from "@/lib/admin/admin-format";
import type { AdminTransaction } from "@/lib/contracts/admin-transactions";
import { formatNaira } from "@/lib/money";
import { adminColumnHelper, DataTable } from "./data-table";
import { EmailText } from "./email-text";
import { StatusBadge } from "./status-badge";
import styles from "./admin.module.css";

const h = adminColumnHelper<AdminTransaction>();
const columns = h.columns([
  h.accessor("customer_name", {
    header: "Customer",
    cell: ({ row }) => (
      <>
        {row.original.customer_name}
        <span className={styles.sub}>
          <EmailText email={row.original.customer_email} />
        </span>
      </>
    ),
  }),
  h.accessor("service", {
    header: "Service",
    cell: ({ row }) => (
      <>
        {serviceName(row.original.service)}
        {(row.original.type === "refund" || row.original.type === "cashback") && (
          <span className={styles.sub}>{row.original.type}</span>
        )}
      </>
    ),
  }),
  h.accessor("amount", { header: "Amount", cell: (c) => formatNaira(c.getValue()), meta: { className: styles.num } }),
  h.accessor("reference", {
    header: "Transaction Reference",
    cell: ({ row }) => (
      <Link className={`${styles.mono} ${styles.link}`} href={`/admin/transactions/${row.original.id}`}>
        {row.original.reference}
      </Link>
    ),
  }),
  h.accessor("date", {
    header: "Date/Time",
    cell: (c) => <span className={styles.nowrap}>{formatAdminDateTime(c.getValue())}</span>,
  }),
  h.accessor("status", { header: "Status", cell: (c) => <StatusBadge status={c.getValue()} kind="transaction" /> }),
  h.accessor("commission", {
    header: "Commission",
    cell: (c) => formatNaira(c.getValue()),
    meta: { className: styles.num },
  }),
]);

/** Spec 2.13's table (Customer, Service, Transaction Reference, Date/Time, Status) plus amount and commission. */
export function TransactionsTable({
  rows,
  empty = "No transactions yet.",
}: {
  rows: AdminTransaction[];
  empty?: string;
}) {
  return <DataTable columns={columns} data={rows} caption="Transactions" empty={empty} getRowId={(r) => r.id} />;
}
