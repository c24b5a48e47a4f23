import type { Metadata } from "next";
import { SchedulesView } from "@/components/schedules/schedules-view";
import styles from "@/components/schedules/schedules.module.css";
import { PageHeader } from "@/components/wallet/page-header";

export const metadata: Metadata = { title: "Schedules" };

/** Scheduled and recurring purchases (issue 18): next runs, pause, resume, edit amount, cancel, history. */
export default function SchedulesPage() {
  return (
    <div className={styles.page}>
      <PageHeader
        title="Schedules"
        description="Purchases you scheduled and TV plans that renew themselves. Times are Lagos time."
      />
      <SchedulesView />
    </div>
  );
}
