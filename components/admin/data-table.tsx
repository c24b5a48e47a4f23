"use client";
import {
  createColumnHelper,
  tableFeatures,
  useTable,
  type CellData,
  type ColumnDef,
  type RowData,
  type TableFeatures,
} from "@tanstack/react-table";
import styles from "./admin.module.css";

/** Core features only: the server pages, filters and sorts; the table renders one page. */
const features = tableFeatures({});
export type AdminTableFeatures = typeof features;
export type AdminColumn<T extends object> = ColumnDef<AdminTableFeatures, T>;
export const adminColumnHelper = <T extends object>() => createColumnHelper<AdminTableFeatures, T>();

declare module "@tanstack/react-table" {
  // Per-column class for <th> and <td> (numbers align right).
  /* eslint-disable @typescript-eslint/no-unused-vars -- the type parameters must match the library's declaration */
  interface ColumnMeta<
    in out TFeatures extends TableFeatures,
    in out TData extends RowData,
    TValue extends CellData = CellData,
  > {
    className?: string;
  }
  /* eslint-enable @typescript-eslint/no-unused-vars */
}

/**
 * A semantic table over @tanstack/react-table (v9). Columns and features live at module scope in
 * each resource's table. Where its card is narrower than the table needs (a container query in
 * admin.module.css), every row becomes a card and each cell is labelled by its header.
 */
export function DataTable<T extends object>({
  columns,
  data,
  caption,
  empty,
  getRowId,
}: {
  columns: AdminColumn<T>[];
  data: T[];
  caption: string;
  empty: string;
  getRowId?: (row: T) => string;
}) {
  const table = useTable({ features, columns, data, getRowId: getRowId ? (row: T) => getRowId(row) : undefined });
  const headerGroups = table.getHeaderGroups();
  const rows = table.getRowModel().rows;
  if (rows.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        {headerGroups.map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => (
              <th key={header.id} scope="col" className={metaClass(header.column.columnDef)}>
                {header.isPlaceholder ? null : <table.FlexRender header={header} />}
              </th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            {row.getAllCells().map((cell) => (
              <td
                key={cell.id}
                data-label={typeof cell.column.columnDef.header === "string" ? cell.column.columnDef.header : undefined}
                className={metaClass(cell.column.columnDef)}
              >
                <div className={styles.cellBody}>
                  <table.FlexRender cell={cell} />
                </div>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const metaClass = (def: { meta?: { className?: string } }) => def.meta?.className;
