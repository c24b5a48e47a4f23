"use client";
import Link from "next/link";
import type { PendingPurchase } from "@/lib/contracts/admin-transactions";
import { formatAdminDateTime, serviceName } from "@/lib/admin/admin-format";
import { formatNaira } from "@/lib/money";
import { adminColumnHelper, DataTable } from "./data-table";
import { EmailText } from "./email-text";
import styles from "./admin.module.css";

const h = adminColumnHelper<PendingPurchase>();
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
    cell: (c) => serviceName(c.getValue()),
    meta: { className: styles.short },
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
    header: "Since",
    cell: (c) => <span className={styles.nowrap}>{formatAdminDateTime(c.getValue())}</span>,
  }),
  h.accessor("attempts", {
    header: "Provider",
    cell: ({ row }) => (
      <>
        {row.original.last_outcome ?? "no answer yet"} · {row.original.attempts} re-queries
        <span className={styles.sub}>
          {row.original.next_check_at
            ? `next check ${formatAdminDateTime(row.original.next_check_at)}`
            : "no check scheduled"}
        </span>
      </>
    ),
  }),
]);

export function PendingPurchasesTable({ rows }: { rows: PendingPurchase[] }) {
  return (
    <DataTable
      columns={columns}
      data={rows}
      caption="Pending purchases"
      empty="No purchase is waiting for the provider."
      getRowId={(r) => r.id}
    />
  );
}
