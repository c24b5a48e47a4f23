"use client";
import type { AdminReferralsResponse } from "@/lib/contracts/referrals";
import { DateTimeText } from "./date-time-text";
import { formatNaira } from "@/lib/money";
import { adminColumnHelper, DataTable } from "./data-table";
import styles from "./admin.module.css";

type Row = AdminReferralsResponse["referrals"][number];
const STATUS = { linked: "Waiting for a qualifying funding", paid: "Paid", refused: "Refused" } as const;
const h = adminColumnHelper<Row>();
const columns = h.columns([
  h.accessor("referrer_name", {
    header: "Referrer",
    cell: (c) => (
      <>
        {c.getValue()}
        <span className={styles.sub}>{c.row.original.referrer_email}</span>
      </>
    ),
  }),
  h.accessor("referred_name", {
    header: "Referred",
    cell: (c) => (
      <>
        {c.getValue()}
        <span className={styles.sub}>{c.row.original.referred_email}</span>
      </>
    ),
  }),
  h.accessor("status", {
    header: "Status",
    cell: (c) => `${STATUS[c.getValue()]}${c.row.original.reason ? ` (${c.row.original.reason})` : ""}`,
  }),
  h.accessor("bonus", {
    header: "Bonus",
    cell: (c) => (c.getValue() === null ? "—" : formatNaira(c.getValue())),
    meta: { className: styles.num },
  }),
  h.accessor("created_at", { header: "Joined", cell: (c) => <DateTimeText value={c.getValue()} /> }),
  h.accessor("paid_at", { header: "Paid", cell: (c) => <DateTimeText value={c.getValue()} /> }),
]);

export function ReferralsTable({ rows }: { rows: Row[] }) {
  return (
    <DataTable
      columns={columns}
      data={rows}
      caption="Referrals"
      empty="No referrals yet."
      getRowId={(r) => r.referred_id}
    />
  );
}
