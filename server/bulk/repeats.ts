import type { BulkRowView } from "../../lib/contracts/bulk";

/**
 * Each valid line that buys what an earlier valid line of the file buys (the same number, network
 * and amount or plan, as checked, so "+234…" and "0…", "auto" and "mtn", "100" and "100.00" or a
 * plan code in another case are the same) is marked with that first line. Only a warning: both are
 * bought, a reseller may mean to buy twice for one number. Rows come in line order.
 */
export function markRepeats<R extends Omit<BulkRowView, "same_as">>(rows: R[]): (R & Pick<BulkRowView, "same_as">)[] {
  const first = new Map<string, number>();
  return rows.map((r) => {
    if (r.error !== null || r.amount === null) return { ...r, same_as: null };
    const key = JSON.stringify([r.phone, r.network, r.plan, r.amount]);
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, r.row);
    return { ...r, same_as: earlier ?? null };
  });
}
