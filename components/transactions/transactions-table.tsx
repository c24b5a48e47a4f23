"use client";
import { useTable } from "@tanstack/react-table";
import { transactionColumns, transactionFeatures } from "./transactions-columns";
import type { TransactionItem } from "@/lib/contracts/wallet";
import styles from "./transactions.module.css";

/**
 * The history rows. One markup for every width: a table where it fits, a card per row where it does
 * not (a container query in transactions.module.css);
 * explicit ARIA roles keep the table semantics when the cards change the display.
 */
export function TransactionsTable({
  rows,
  busy,
  caption,
}: {
  rows: TransactionItem[];
  busy?: boolean;
  caption: string;
}) {
  const table = useTable({
    features: transactionFeatures,
    columns: transactionColumns,
    data: rows,
    getRowId: (row) => row.id,
  });

  return (
    <div className={[styles.wrap, busy && styles.busy].filter(Boolean).join(" ")} aria-busy={busy || undefined}>
      <table className={styles.table} role="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead role="rowgroup">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} role="row">
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  role="columnheader"
                  scope="col"
                  className={header.column.columnDef.meta?.align === "right" ? styles.right : undefined}
                >
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody role="rowgroup">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} role="row" data-testid="transaction-row">
              {row.getAllCells().map((cell) => {
                const meta = cell.column.columnDef.meta;
                return (
                  <td
                    key={cell.id}
                    role="cell"
                    data-label={meta?.label}
                    data-card={meta?.card}
                    className={meta?.align === "right" ? styles.right : undefined}
                  >
                    <table.FlexRender cell={cell} />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
