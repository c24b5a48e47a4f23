import type { LedgerReport } from "@/lib/contracts/admin";
import { formatKobo } from "@/lib/money";
import { Alert } from "@/components/ui/alert";
import { AccountCodeText } from "./account-code-text";
import styles from "./admin.module.css";

/** The ledger check (every balance and journal recomputed from the entries). */
export function LedgerCheckResult({ report }: { report: LedgerReport }) {
  const checked = `Checked ${report.accounts} accounts and ${report.journals} journals.`;
  if (report.ok)
    return (
      <Alert tone="success" title="Ledger is consistent">
        {checked}
      </Alert>
    );
  return (
    <>
      <Alert tone="error" title="Ledger has differences">
        {checked}
      </Alert>
      <ul className={styles.ledgerList}>
        {report.balanceMismatches.map((m) => (
          <li key={`b-${m.code}`}>
            Balance mismatch on <AccountCodeText code={m.code} />: stored {formatKobo(m.balanceKobo)}, entries sum to{" "}
            {formatKobo(m.entriesSumKobo)}
          </li>
        ))}
        {report.unbalancedJournals.map((j) => (
          <li key={`j-${j.idempotencyKey}`}>
            Unbalanced journal {j.idempotencyKey}: {j.entryCount} entries summing to {formatKobo(j.sumKobo)}
          </li>
        ))}
        {report.negativeAccounts.map((n) => (
          <li key={`n-${n.code}`}>
            Negative balance on <AccountCodeText code={n.code} />: {formatKobo(n.balanceKobo)}
          </li>
        ))}
      </ul>
    </>
  );
}
