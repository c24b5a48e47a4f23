import { Skeleton } from "@/components/ui/spinner";
import type { User } from "@/lib/contracts/user";
import { formatNaira } from "@/lib/money";
import styles from "./wallet.module.css";

const CARDS = [
  { key: "balance", label: "Balance", colour: "#0b6b3a" },
  { key: "amount_spent", label: "Amount Spent", colour: "#d97706" },
  { key: "cashback_total", label: "Cashback", colour: "#2563eb" },
] as const;

/** Balance, Amount Spent and Cashback in naira (spec 2.5). */
export function SummaryCards({
  user,
}: {
  user: Pick<User, "balance" | "amount_spent" | "cashback_total"> | undefined;
}) {
  return (
    <section aria-label="Wallet summary" className={styles.summary}>
      {CARDS.map((c) => (
        <div key={c.key} className={styles.summaryCard} data-testid={`summary-${c.key}`}>
          <p className={styles.summaryLabel}>
            <span className={styles.dot} style={{ background: c.colour }} aria-hidden="true" />
            {c.label}
          </p>
          {user ? (
            <p className={styles.summaryValue}>{formatNaira(user[c.key])}</p>
          ) : (
            <Skeleton width="7rem" height="1.5rem" />
          )}
        </div>
      ))}
    </section>
  );
}
