import { csvField, csvHeaderLine, csvLine } from "../admin/csv";
import type { BulkRowView } from "../../lib/contracts/bulk";

/**
 * The batch's result file: every line of the upload with what became of it. `amount` is the face
 * value the line bought (as uploaded, or the plan's price); `paid` is what the wallet was debited
 * for it (the purchase's amount in the history and on the receipt: the customer's price at their
 * level), empty until the line is bought; `refunded` is what came back to the wallet when the
 * purchase failed or was reversed (so a line's net cost is paid less refunded); `same_as` is the
 * earlier line it repeats (server/bulk/repeats.ts), empty for none.
 */
export function bulkResultCsv(rows: BulkRowView[]): string {
  const head = csvHeaderLine([
    "row",
    "phone",
    "network",
    "plan",
    "amount",
    "paid",
    "refunded",
    "status",
    "reference",
    "message",
    "same_as",
  ]);
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
          csvField(r.paid === null ? null : r.paid.toFixed(2)),
          csvField(r.refunded === null ? null : r.refunded.toFixed(2)),
          csvField(r.status),
          csvField(r.reference),
          csvField(r.error ?? r.message),
          csvField(r.same_as),
        ]),
      )
      .join("")
  );
}
