"use client";
import Link from "next/link";
import { serviceName } from "@/lib/admin/admin-format";
import type { AdminTransaction } from "@/lib/contracts/admin-transactions";
import { formatNaira } from "@/lib/money";
import { PURCHASE_CHANNEL_LABELS } from "@/lib/purchase-channels";
import { adminColumnHelper, DataTable } from "./data-table";
import { DateTimeText } from "./date-time-text";
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
    meta: { className: styles.short },
  }),
  h.accessor("channel", {
    header: "Channel",
    cell: (c) => {
      const channel = c.getValue();
      return channel ? PURCHASE_CHANNEL_LABELS[channel] : "—";
    },
    meta: { className: styles.short },
  }),
  // The commission goes under a purchase's amount (other rows earn none), so the table fits its card.
  h.accessor("amount", {
    header: "Amount",
    cell: ({ row }) => (
      <>
        {formatNaira(row.original.amount)}
        {row.original.type === "purchase" && (
          <span className={styles.sub}>{formatNaira(row.original.commission)} commission</span>
        )}
      </>
    ),
    meta: { className: styles.num },
  }),
  h.accessor("reference", {
    header: "Transaction Reference",
    cell: ({ row }) => (
      <Link className={`${styles.mono} ${styles.link}`} href={`/admin/transactions/${row.original.id}`}>
        {row.original.reference}
      </Link>
    ),
  }),
  // May wrap between the date and the time: a line less is worth less than a column that fits.
  h.accessor("date", { header: "Date/Time", cell: (c) => <DateTimeText value={c.getValue()} /> }),
  h.accessor("status", { header: "Status", cell: (c) => <StatusBadge status={c.getValue()} kind="transaction" /> }),
]);

/** Spec 2.13's table (Customer, Service, Transaction Reference, Date/Time, Status) plus channel, amount and commission. */
export function TransactionsTable({
  rows,
  empty = "No transactions yet.",
}: {
  rows: AdminTransaction[];
  empty?: string;
}) {
  return <DataTable columns={columns} data={rows} caption="Transactions" empty={empty} getRowId={(r) => r.id} />;
}
