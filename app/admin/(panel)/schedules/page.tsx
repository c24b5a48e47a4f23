import type { Metadata } from "next";
import { OpsNav } from "@/components/admin/ops-nav";
import { PageHeader } from "@/components/admin/page-header";
import { SchedulePause } from "@/components/admin/schedule-pause";
import { TableCard } from "@/components/admin/table-card";
import styles from "@/components/admin/admin.module.css";
import { Alert } from "@/components/ui/alert";
import { adminApi } from "@/lib/admin/admin-api";
import { formatAdminDateTime, serviceName } from "@/lib/admin/admin-format";
import { loadSection } from "@/lib/admin/load-section";
import { adminSchedulesResponse, type AdminSchedules } from "@/lib/contracts/schedules";
import { formatNaira } from "@/lib/money";

export const metadata: Metadata = { title: "Schedules · Admin" };

const count = new Intl.NumberFormat("en-NG");

function ScheduleTable({ rows, pausable }: { rows: AdminSchedules["next_runs"]; pausable: boolean }) {
  if (rows.length === 0) return <p style={{ padding: "1rem" }}>None.</p>;
  return (
    <>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Customer</th>
            <th scope="col">Purchase</th>
            <th scope="col">Amount</th>
            <th scope="col">{pausable ? "Next run" : "Reason"}</th>
            {pausable && <th scope="col">Action</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td>{r.customer_email}</td>
              <td>
                {serviceName(r.service)}: {r.label} ({r.frequency})
              </td>
              <td>{formatNaira(r.amount)}</td>
              <td>{pausable ? formatAdminDateTime(r.next_run_at) : (r.pause_reason ?? "—")}</td>
              {pausable && (
                <td>
                  <SchedulePause id={r.id} label={r.label} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** Scheduled purchases (issue 18): counts by status, the next runs (pause one, audited), paused ones, recent failures. */
export default async function AdminSchedulesPage() {
  const view = await loadSection(() => adminApi("schedules", adminSchedulesResponse), {
    could: "Could not load the schedules.",
    failed: "Failed to load the schedules.",
  });
  if (!view.ok)
    return (
      <>
        <PageHeader title="Schedules" />
        <OpsNav current="/admin/schedules" />
        <Alert tone="error">{view.message}</Alert>
      </>
    );
  const d = view.data;
  return (
    <>
      <PageHeader
        title="Schedules"
        lead="Customers' scheduled and recurring purchases. Each run pays through the purchase engine once; three skipped runs in a row pause a schedule."
      />
      <OpsNav current="/admin/schedules" />
      <ul className={styles.cards} aria-label="Schedules by status">
        {(["active", "paused", "completed", "cancelled"] as const).map((s) => (
          <li key={s} className={styles.statCard}>
            <p className={styles.statLabel}>{s[0].toUpperCase() + s.slice(1)}</p>
            <p className={styles.statValue}>{count.format(d.counts[s])}</p>
          </li>
        ))}
      </ul>
      <TableCard title="Next runs" labelledBy="schedules-next">
        <ScheduleTable rows={d.next_runs} pausable />
      </TableCard>
      <TableCard title="Paused" labelledBy="schedules-paused">
        <ScheduleTable rows={d.paused} pausable={false} />
      </TableCard>
      <TableCard title="Recent failures" labelledBy="schedules-failures">
        {d.recent_failures.length === 0 ? (
          <p style={{ padding: "1rem" }}>None.</p>
        ) : (
          <>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Customer</th>
                  <th scope="col">Outcome</th>
                  <th scope="col">Why</th>
                </tr>
              </thead>
              <tbody>
                {d.recent_failures.map((f) => (
                  <tr key={f.run_id}>
                    <td>{formatAdminDateTime(f.occurrence_at)}</td>
                    <td>{f.customer_email}</td>
                    <td>{f.outcome}</td>
                    <td>{f.message ?? f.label}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </TableCard>
    </>
  );
}
