import Link from "next/link";
import { ServiceIcon } from "@/components/services/service-icon";
import { BILL_SERVICES, MORE_SERVICES } from "@/lib/purchases/service-catalog";
import styles from "./purchases.module.css";

/** 'Purchase more services' (spec 2.9, 2.10): every tile goes to its entry page. */
export function MoreServices() {
  return (
    <nav aria-labelledby="more-services-title">
      <h2 id="more-services-title" className={styles.moreTitle}>
        Purchase more services
      </h2>
      <ul className={styles.moreGrid}>
        {MORE_SERVICES.map((key) => (
          <li key={key}>
            <Link href={BILL_SERVICES[key].href} className={styles.moreTile} data-service={key}>
              <span className={styles.moreIcon}>
                <ServiceIcon service={key} variant="glyph" />
              </span>
              {BILL_SERVICES[key].name}
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
