import Link from "next/link";
import { IntentPrefetchList } from "@/components/ui/intent-prefetch-list";
import { ServiceIcon } from "@/components/services/service-icon";
import { BILL_SERVICES, DASHBOARD_TILES, type ServiceKey } from "@/lib/purchases/service-catalog";
import styles from "./wallet.module.css";

/**
 * The dashboard's Bill Services tiles (spec 2.5): each goes to its service's entry page. A
 * service an admin switched off is marked "Unavailable" on its tile (issue 16); the tile still
 * opens the entry page, which says why.
 */
export function BillServices({ unavailable = [] }: { unavailable?: readonly ServiceKey[] }) {
  return (
    <section id="bills" aria-labelledby="bills-title">
      <div className={styles.sectionHead}>
        <h2 id="bills-title" className={styles.sectionTitle}>
          Bill Services
        </h2>
      </div>
      <IntentPrefetchList className={styles.tiles}>
        {DASHBOARD_TILES.map((key) => {
          const s = BILL_SERVICES[key];
          const off = unavailable.includes(key);
          return (
            <li key={key}>
              <Link
                href={s.href}
                prefetch={false}
                className={off ? `${styles.tile} ${styles.tileOff}` : styles.tile}
                data-service={key}
                data-unavailable={off || undefined}
              >
                <span className={styles.tileIcon} style={{ background: s.soft, color: s.colour }}>
                  <ServiceIcon service={key} variant="tile" />
                </span>
                {s.name}
                {off && <span className={styles.tileBadge}>Unavailable</span>}
              </Link>
            </li>
          );
        })}
      </IntentPrefetchList>
    </section>
  );
}
