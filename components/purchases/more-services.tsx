import Link from "next/link";
import { ServiceGlyph } from "./service-glyph";
import styles from "./purchases.module.css";

const SERVICES = [
  { key: "airtime", label: "Airtime", href: "/airtime" },
  { key: "data", label: "Data", href: "/data-purchase" },
  { key: "electricity", label: "Electricity", href: "/electricity-purchase" },
  { key: "cabletv", label: "Cable TV", href: "/paytv" },
  { key: "exam", label: "Exam Pins", href: "/exam-pin" },
] as const;

/** 'Purchase more services' (spec 2.9, 2.10): every tile goes to its entry page. */
export function MoreServices() {
  return (
    <nav aria-labelledby="more-services-title">
      <h2 id="more-services-title" className={styles.moreTitle}>
        Purchase more services
      </h2>
      <ul className={styles.moreGrid}>
        {SERVICES.map((s) => (
          <li key={s.key}>
            <Link href={s.href} className={styles.moreTile} data-service={s.key}>
              <span className={styles.moreIcon}>
                <ServiceGlyph name={s.key} />
              </span>
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
      <Link href="/dashboard" className={styles.dashLink}>
        Back to dashboard
      </Link>
    </nav>
  );
}
