import { eq } from "drizzle-orm";
import { scheduleRuns } from "../db/schema";
import { recordNotification } from "../notifications/record";
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

const TITLE: Record<ScheduleNoticeEvent, string> = {
  reminder: "Top up for your scheduled purchase",
  done: "Scheduled purchase done",
  skipped: "Scheduled purchase skipped",
  failed: "Scheduled purchase failed",
  paused: "Scheduled purchase paused",
};

/**
 * The customer-facing notice of a schedule's run (reminder, done, skipped), written in the same
 * database transaction as the run's outcome: on the run row (the schedule's history) and in the
 * notifications outbox (bell, email, push by the customer's preferences), once per run and event.
 *
 * A run that paid ("done", also while its delivery is pending) is a purchase, and the purchase has
 * its own notification whose email carries the receipt (purchase_delivered, or purchase_failed
 * should the provider fail it later): that is this event's email, so the "done" notice goes to the
 * bell and push only, never a second email for one purchase. Skipped, failed, paused and reminder
 * notices are emailed as the customer's preferences say.
 */
export async function scheduleNotice(tx: Tx, n: ScheduleNotice, at: Date): Promise<void> {
  await tx.update(scheduleRuns).set({ notice: n.text, noticeAt: at }).where(eq(scheduleRuns.id, n.runId));
  await recordNotification(tx, {
    userId: n.userId,
    type: n.event === "reminder" ? "schedule_reminder" : "schedule_run",
    eventKey: `schedule:${n.runId}:${n.event}`,
    title: TITLE[n.event],
    body: n.text,
    link: n.transactionId ? `/transactions/${n.transactionId}` : "/schedules",
    emailSentDirectly: n.event === "done",
  });
}
