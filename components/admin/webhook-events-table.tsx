"use client";
import { formatAdminDateTime } from "@/lib/admin/admin-format";
import type { AdminWebhookEvent } from "@/lib/contracts/admin-webhooks";
import { formatNaira } from "@/lib/money";
import { adminColumnHelper, DataTable } from "./data-table";
import styles from "./admin.module.css";
import { webhookOutcomeLabel } from "@/lib/admin/admin-filter-options";

const OUTCOME_TONE: Record<string, "good" | "bad" | "neutral"> = {
  credited: "good",
  duplicate: "neutral",
  ignored: "neutral",
  rejected_signature: "bad",
  unconfirmed: "bad",
  unknown_account: "bad",
  invalid: "bad",
};

const byteCount = new Intl.NumberFormat("en-NG");

const h = adminColumnHelper<AdminWebhookEvent>();
const columns = h.columns([
  h.accessor("received_at", {
    header: "Received",
    cell: (c) => <span className={styles.nowrap}>{formatAdminDateTime(c.getValue())}</span>,
  }),
  h.accessor("outcome", {
    header: "Outcome",
    cell: ({ row }) => {
      const o = row.original.outcome ?? "processing";
      return (
        <>
          <span className={`${styles.badge} ${styles[OUTCOME_TONE[o] ?? "neutral"]}`}>{webhookOutcomeLabel(o)}</span>
          {row.original.reason && <span className={styles.sub}>{row.original.reason}</span>}
        </>
      );
    },
  }),
  h.accessor("transaction_reference", {
    header: "Reference",
    cell: ({ row }) => (
      <>
        <span className={styles.mono}>{row.original.transaction_reference ?? "—"}</span>
        <span className={styles.sub}>
          {row.original.provider}
          {row.original.event_type ? ` · ${row.original.event_type}` : ""}
        </span>
      </>
    ),
  }),
  h.accessor("signature_valid", {
    header: "Signature",
    cell: ({ row }) => {
      const { signature_valid: valid, body_bytes: bytes, sender_address: sender } = row.original;
      const about = [bytes === null ? null : `${byteCount.format(bytes)} bytes`, sender ? `from ${sender}` : null];
      return (
        <>
          {valid ? "valid" : "invalid"}
          {!valid && about.some(Boolean) && <span className={styles.sub}>{about.filter(Boolean).join(" · ")}</span>}
        </>
      );
    },
  }),
  h.accessor("amount", {
    header: "Amount",
    cell: (c) => (c.getValue() === null ? "—" : formatNaira(c.getValue())),
    meta: { className: styles.num },
  }),
  h.accessor("customer_email", { header: "Customer", cell: (c) => c.getValue() ?? "—" }),
]);

export function WebhookEventsTable({ rows }: { rows: AdminWebhookEvent[] }) {
  return (
    <DataTable
      columns={columns}
      data={rows}
      caption="Webhook events"
      empty="No webhook events match."
      getRowId={(r) => r.id}
    />
  );
}
