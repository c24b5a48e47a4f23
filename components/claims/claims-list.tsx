import Link from "next/link";
import { CASE_KIND_LABELS, type CaseView } from "@/lib/contracts/claims";
import { formatNaira } from "@/lib/money";
import { CaseStatusBadge } from "./case-status-badge";
import { lagosDateTime } from "./case-dates";
import rows from "@/components/ui/row-list.module.css";
import styles from "./claims.module.css";

/** "My claims": each claim or dispute with its status and what became of it, newest first. */
export function ClaimsList({ claims }: { claims: CaseView[] }) {
  if (claims.length === 0)
    return <p className={styles.empty}>No claims yet. If a transfer or a purchase goes wrong, it will show here.</p>;
  return (
    <ul className={rows.list} data-testid="claims-list">
      {claims.map((c) => (
        <li key={c.id} className={rows.item}>
          <Link href={`/claims/${c.id}`} className={rows.title}>
            {CASE_KIND_LABELS[c.kind]} · {formatNaira(c.amount)}
          </Link>
          <CaseStatusBadge status={c.status} />
          <span className={rows.meta}>
            {lagosDateTime(c.created_at)} · {c.reply ? "We replied" : c.outcome}
          </span>
        </li>
      ))}
    </ul>
  );
}
