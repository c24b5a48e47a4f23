"use client";
import {
  createColumnHelper,
  tableFeatures,
  type CellData,
  type RowData,
  type TableFeatures,
} from "@tanstack/react-table";
import Link from "next/link";
import { ButtonLink } from "@/components/ui/button";
import { formatNaira } from "@/lib/money";
import { buyAgainHref } from "@/lib/purchases/buy-again-href";
import { ReceiptButton } from "./receipt-button";
import { StatusBadge } from "./status-badge";
import {
  amountSign,
  customerReference,
  formatTransactionDate,
  serviceLabel,
  transactionDate,
  typeLabel,
} from "./transaction-display";
import type { TransactionItem } from "@/lib/contracts/wallet";
import styles from "./transactions.module.css";

/** Core only: paging and filtering happen on the server. */
export const transactionFeatures = tableFeatures({});

/** How a cell shows as part of a card (where the table does not fit: transactions.module.css). */
export type CardSlot = "title" | "amount" | "field" | "action";

// Merges with other tables' meta (components/admin/data-table.tsx): the type parameters must match exactly.
declare module "@tanstack/react-table" {
  /* eslint-disable @typescript-eslint/no-unused-vars -- the type parameters must match the library's declaration */
  interface ColumnMeta<
    in out TFeatures extends TableFeatures,
    in out TData extends RowData,
    TValue extends CellData = CellData,
  > {
    /** The label a card shows before the value on mobile. */
    label?: string;
    card?: CardSlot;
    align?: "right";
  }
  /* eslint-enable @typescript-eslint/no-unused-vars */
}

const helper = createColumnHelper<typeof transactionFeatures, TransactionItem>();

export const transactionColumns = helper.columns([
  helper.accessor("service", {
    header: "Service",
    // The row's link to its transaction page; it covers the whole row (CSS), the Receipt button stays above it.
    cell: (info) => {
      const tx = info.row.original;
      const service = serviceLabel(info.getValue());
      return (
        <Link
          href={`/transactions/${encodeURIComponent(tx.id)}`}
          className={styles.service}
          aria-label={`${service}, ${formatTransactionDate(tx)}, view details`}
          prefetch={false}
        >
          {service}
        </Link>
      );
    },
    meta: { label: "Service", card: "title" },
  }),
  helper.accessor("amount", {
    header: "Amount",
    cell: (info) => {
      const sign = amountSign(info.row.original.type);
      return (
        <span
          className={[styles.amount, sign === "+" && styles.credit].filter(Boolean).join(" ")}
        >{`${sign}${formatNaira(info.getValue())}`}</span>
      );
    },
    meta: { label: "Amount", card: "amount" },
  }),
  helper.accessor((tx) => customerReference(tx), {
    id: "reference",
    header: "Reference",
    cell: (info) => <span className={styles.reference}>{info.getValue()}</span>,
    meta: { label: "Reference", card: "field" },
  }),
  helper.accessor((tx) => transactionDate(tx) ?? "", {
    id: "date",
    header: "Date",
    cell: (info) => {
      const raw = info.getValue();
      const text = formatTransactionDate(info.row.original);
      return raw ? (
        <time className={styles.date} dateTime={raw}>
          {text}
        </time>
      ) : (
        <span className={styles.date}>{text}</span>
      );
    },
    meta: { label: "Date", card: "field" },
  }),
  helper.accessor("status", {
    header: "Status",
    cell: (info) => <StatusBadge status={info.getValue()} />,
    meta: { label: "Status", card: "field" },
  }),
  helper.accessor((tx) => tx.type ?? "", {
    id: "type",
    header: "Type",
    cell: (info) => typeLabel(info.getValue()),
    meta: { label: "Type", card: "field" },
  }),
  helper.display({
    id: "receipt",
    header: () => <span className="visually-hidden">Actions</span>,
    // Buy again (a purchase: its entry form, filled) beside the receipt; both stay above the row's link.
    cell: (info) => {
      const tx = info.row.original;
      const again = buyAgainHref(tx);
      return (
        <span className={styles.rowActions}>
          {again && (
            <ButtonLink
              href={again}
              size="small"
              variant="secondary"
              prefetch={false}
              aria-label={`Buy ${serviceLabel(tx.service)} again`}
            >
              Buy again
            </ButtonLink>
          )}
          <ReceiptButton tx={tx} />
        </span>
      );
    },
    meta: { label: "Actions", card: "action", align: "right" },
  }),
]);
