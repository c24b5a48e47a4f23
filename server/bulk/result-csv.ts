import { csvField, csvLine } from "../admin/csv";
import type { BulkRowView } from "../../lib/contracts/bulk";

/** The batch's result file: every line of the upload with what became of it. */
export function bulkResultCsv(rows: BulkRowView[]): string {
  const head = csvLine(["row", "phone", "network", "plan", "amount", "status", "reference", "message"]);
  return (
    head +
    rows
      .map((r) =>
        csvLine([
          csvField(r.row),
          csvField(r.phone),
          csvField(r.network),
          csvField(r.plan_name ?? r.plan),
          csvField(r.amount === null ? null : r.amount.toFixed(2)),
          csvField(r.status),
          csvField(r.reference),
          csvField(r.error ?? r.message),
        ]),
      )
      .join("")
  );
}
