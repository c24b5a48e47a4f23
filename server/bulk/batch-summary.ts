import { sql } from "drizzle-orm";
import type { AppContext } from "../http/context";
import { resultRows, uuidArray } from "../db/sql-values";
import { bulkBatchFinishedEvent } from "../notifications/events";
import { recordNotification } from "../notifications/record";

/** Batches summarized by one call; any more wait for the next pass. */
const PER_CALL = 20;

interface Claimed {
  id: string;
  user_id: string;
  service: string;
  file_name: string;
}

interface Counted {
  batch_id: string;
  delivered: number | string;
  failed: number | string;
  reversed: number | string;
  refunded: number | string;
}

/**
 * The one summary notification of each finished batch (in-app, push and email per the owner's
 * switches), in place of one per line: a batch is finished when it is done (no line queued or
 * being bought) and none of its purchases is still pending (a re-query or callback settles those,
 * and a later pass summarizes). Claimed once across instances like the lines are (FOR UPDATE SKIP
 * LOCKED, then summary_notified_at set in the same statement), counted and recorded in the claim's
 * transaction, so a summary exists exactly when its batch is marked summarized; the notification's
 * event key (bulk_batch_finished:<id>) would refuse a second one anyway. Answers how many it sent.
 */
export async function notifyFinishedBatches(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const claimed = resultRows<Claimed>(
      await tx.execute(sql`
        UPDATE bulk_batches b
           SET summary_notified_at = ${now.toISOString()}::timestamptz
         WHERE b.summary_notified_at IS NULL
           AND b.id IN (
             SELECT c.id FROM bulk_batches c
              WHERE c.status = 'done' AND c.summary_notified_at IS NULL
                AND NOT EXISTS (
                  SELECT 1 FROM bulk_rows r JOIN transactions t ON t.id = r.transaction_id
                   WHERE r.batch_id = c.id AND r.status = 'placed' AND t.status = 'pending')
              ORDER BY c.completed_at
              LIMIT ${PER_CALL}
              FOR UPDATE SKIP LOCKED)
        RETURNING b.id, b.user_id, b.service, b.file_name`),
    );
    if (!claimed.length) return 0;
    // Read after the claim: a reversal that read its batch before (FOR SHARE) has committed, and is counted.
    const counted = resultRows<Counted>(
      await tx.execute(sql`
        SELECT r.batch_id,
               count(*) FILTER (WHERE t.status = 'delivered') AS delivered,
               count(*) FILTER (WHERE r.status = 'failed' OR t.status = 'failed') AS failed,
               count(*) FILTER (WHERE t.status = 'reversed') AS reversed,
               coalesce(sum(t.amount) FILTER (WHERE t.details->>'refunded' = 'true'), 0) AS refunded
          FROM bulk_rows r LEFT JOIN transactions t ON t.id = r.transaction_id
         WHERE r.batch_id = ANY (${uuidArray(claimed.map((b) => b.id))}) AND r.status <> 'invalid'
         GROUP BY r.batch_id`),
    );
    const countsOf = new Map(counted.map((c) => [c.batch_id, c]));
    for (const b of claimed) {
      const c = countsOf.get(b.id);
      await recordNotification(
        tx,
        bulkBatchFinishedEvent({
          userId: b.user_id,
          batchId: b.id,
          service: b.service,
          fileName: b.file_name,
          delivered: Number(c?.delivered ?? 0),
          failed: Number(c?.failed ?? 0),
          reversed: Number(c?.reversed ?? 0),
          refundedKobo: Number(c?.refunded ?? 0),
        }),
      );
    }
    return claimed.length;
  });
}
