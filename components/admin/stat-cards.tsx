import type { AdminStats } from "@/lib/contracts/admin";
import { formatNaira } from "@/lib/money";
import styles from "./admin.module.css";

const count = new Intl.NumberFormat("en-NG");

/** The dashboard cards of spec 2.13. */
export function StatCards({ stats }: { stats: AdminStats }) {
  const cards = [
    { label: "Total Transactions", value: count.format(stats.total_transactions) },
    { label: "Total Commission Earned", value: formatNaira(stats.total_commission) },
    { label: "Today's Earning", value: formatNaira(stats.today_commission), note: "Commission today (Lagos time)" },
    { label: "Virtual Accounts", value: count.format(stats.virtual_accounts), note: "Active accounts" },
  ];
  return (
    <ul className={styles.cards} aria-label="Statistics">
      {cards.map((c) => (
        <li key={c.label} className={styles.statCard}>
          <p className={styles.statLabel}>{c.label}</p>
          <p className={styles.statValue}>{c.value}</p>
          {c.note && <p className={styles.statNote}>{c.note}</p>}
        </li>
      ))}
    </ul>
  );
}
