import { eq } from "drizzle-orm";
import { bulkBatches, type PurchaseChannel } from "../db/schema";
import { bulkBatchOfRequestId } from "../bulk/request-id";
import type { Tx } from "../wallet/ledger";
import type { TransactionRow } from "../wallet/transactions-repo";

/**
 * Whether a purchase's own notification (delivered, failed and refunded, reversed) is recorded.
 * Resellers' purchases are not notified one by one: a bulk batch sends one summary when all its
 * lines are settled (server/bulk/batch-summary.ts), and the partner API (live and test keys)
 * reports every purchase to the reseller by signed webhook. Web purchases, scheduled runs and
 * purchases made before the channel was kept (null) notify as always.
 */
const QUIET: readonly PurchaseChannel[] = ["bulk", "api"];

/** At settlement (delivered, failed): the purchase was pending, so a bulk line's summary is still to come. */
export const noticeAtSettlement = (row: Pick<TransactionRow, "channel">): boolean =>
  row.channel === null || !QUIET.includes(row.channel);

/**
 * After settlement (a reversal, an admin's refund of a failed purchase): also a bulk line whose
 * batch summary was recorded already, since the money came back after the customer was told the
 * batch's outcome; before it, the summary counts the line. The batch is read FOR SHARE: a summary
 * being recorded meanwhile is waited for (then this notifies), and the summary's claim skips a
 * batch read so (SKIP LOCKED) until this commits (then the summary counts the line reversed).
 */
export async function noticeAfterSettlement(
  tx: Tx,
  row: Pick<TransactionRow, "channel" | "requestId">,
): Promise<boolean> {
  if (noticeAtSettlement(row)) return true;
  const batchId = row.channel === "bulk" ? bulkBatchOfRequestId(row.requestId) : null;
  if (!batchId) return row.channel !== "api";
  const [batch] = await tx
    .select({ summarized: bulkBatches.summaryNotifiedAt })
    .from(bulkBatches)
    .where(eq(bulkBatches.id, batchId))
    .for("share");
  return !batch || batch.summarized !== null;
}
