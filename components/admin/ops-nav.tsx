import Link from "next/link";
import styles from "./admin.module.css";

const LINKS = [
  { href: "/admin/settings", label: "Settings" },
  { href: "/admin/cases", label: "Cases" },
  { href: "/admin/schedules", label: "Schedules" },
  { href: "/admin/webhooks", label: "Webhook log" },
  { href: "/admin/pending-purchases", label: "Pending purchases" },
  { href: "/admin/ledger-check", label: "Ledger check" },
  { href: "/admin/audit-log", label: "Audit log" },
  { href: "/admin/levels", label: "Levels and prices" },
  { href: "/admin/referrals", label: "Referrals" },
] as const;

/** The operators' pages, reached from Settings (the sidebar keeps the spec's five entries). */
export function OpsNav({ current }: { current: (typeof LINKS)[number]["href"] }) {
  return (
    <nav aria-label="Operations">
      <ul className={styles.opsNav}>
        {LINKS.map((l) => (
          <li key={l.href}>
            <Link href={l.href} aria-current={l.href === current ? "page" : undefined}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
