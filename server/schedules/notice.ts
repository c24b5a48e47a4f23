import { eq } from "drizzle-orm";
import { scheduleRuns } from "../db/schema";
import type { Tx } from "../wallet/ledger";

export type ScheduleNoticeEvent = "reminder" | "done" | "skipped" | "failed" | "paused";

export interface ScheduleNotice {
  runId: string;
  userId: string;
  scheduleId: string;
  event: ScheduleNoticeEvent;
  /** The sentence the customer reads. */
  text: string;
  transactionId: string | null;
}

/**
 * The customer-facing notice of a schedule's run (reminder, done, skipped), written in the same
 * database transaction as the run's outcome. For now it is recorded on the run row; the one place
 * to hand it to the notifications outbox when that lands (the only caller is settleRun in runs.ts).
 */
export async function scheduleNotice(tx: Tx, n: ScheduleNotice, at: Date): Promise<void> {
  await tx.update(scheduleRuns).set({ notice: n.text, noticeAt: at }).where(eq(scheduleRuns.id, n.runId));
}
