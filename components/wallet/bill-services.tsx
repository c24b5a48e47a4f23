import Link from "next/link";
import { ServiceIcon } from "@/components/services/service-icon";
import { BILL_SERVICES, DASHBOARD_TILES } from "@/lib/purchases/service-catalog";
import styles from "./wallet.module.css";

/** The dashboard's Bill Services tiles (spec 2.5): each goes to its service's entry page. */
export function BillServices() {
  return (
    <section id="bills" aria-labelledby="bills-title">
      <div className={styles.sectionHead}>
        <h2 id="bills-title" className={styles.sectionTitle}>
          Bill Services
        </h2>
      </div>
      <ul className={styles.tiles}>
        {DASHBOARD_TILES.map((key) => {
          const s = BILL_SERVICES[key];
          return (
            <li key={key}>
              <Link href={s.href} className={styles.tile} data-service={key}>
                <span className={styles.tileIcon} style={{ background: s.soft, color: s.colour }}>
                  <ServiceIcon service={key} variant="tile" />
                </span>
                {s.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
