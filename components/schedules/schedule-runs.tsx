"use client";
import Link from "next/link";
import { LoadError, LoadingNote } from "@/components/ui/list-status";
import { scheduleDetailResponse, type ScheduleRunView } from "@/lib/contracts/schedules";
import { formatLagosDateTimeText } from "@/lib/dates";
import { formatNaira } from "@/lib/money";
import { useBffList } from "@/components/purchases/use-bff-list";
import styles from "./schedules.module.css";

const OUTCOME: Record<ScheduleRunView["outcome"], string> = {
  running: "In progress",
  done: "Paid",
  pending: "Paid, delivery pending",
  failed: "Failed, refunded",
  skipped: "Skipped",
  reminded: "Reminder sent",
};

/** A schedule's history: reminders, purchases with a link to their transaction, skipped ones. */
export function ScheduleRuns({ scheduleId }: { scheduleId: string }) {
  const runs = useBffList(
    { path: `/api/schedules/${encodeURIComponent(scheduleId)}` },
    scheduleDetailResponse,
    (d) => d.runs,
  );
  if (runs.status === "loading" || runs.status === "idle") return <LoadingNote>Loading history…</LoadingNote>;
  if (runs.status === "error") return <LoadError list={runs} fallback="The history could not be loaded." />;
  if (runs.status === "empty") return <p className={styles.note}>Nothing has run yet.</p>;
  return (
    <ul className={styles.runs} aria-label="History" data-testid="schedule-runs">
      {runs.items.map((r) => (
        <li key={r.id} className={styles.run} data-testid="schedule-run" data-outcome={r.outcome}>
          <strong>
            {OUTCOME[r.outcome]} · {formatNaira(r.amount)}
          </strong>
          <span>For {formatLagosDateTimeText(r.occurrence_at)}</span>
          {r.message && <span>{r.message}</span>}
          {r.transaction_id && (
            <Link href={`/transactions/${encodeURIComponent(r.transaction_id)}`}>View transaction</Link>
          )}
        </li>
      ))}
    </ul>
  );
}
