import Link from "next/link";
import { ageText } from "@/components/claims/case-dates";
import type { AdminCasesSummary } from "@/lib/contracts/admin-cases";
import styles from "./admin.module.css";

/** The dashboard's cases card: how many claims and disputes wait for an admin, and the oldest's age. */
export function CasesCard({ summary }: { summary: AdminCasesSummary }) {
  return (
    <ul className={styles.cards} aria-label="Cases">
      <li className={styles.statCard} data-testid="open-cases">
        <p className={styles.statLabel}>Open cases</p>
        <p className={styles.statValue}>{summary.open_count}</p>
        <p className={styles.statNote}>
          {summary.oldest_age_seconds === null
            ? "Nothing waiting"
            : `Oldest waiting ${ageText(summary.oldest_age_seconds)}`}{" "}
          ·{" "}
          <Link className={styles.link} href="/admin/cases">
            Open the queue
          </Link>
        </p>
      </li>
    </ul>
  );
}
