import Link from "next/link";
import { ServiceIcon, type ServiceIconName } from "./service-icon";
import styles from "./wallet.module.css";

/** Tile keys of spec 9, in the order of spec 2.5, with the entry page of each service. */
export const BILL_SERVICES: readonly {
  key: ServiceIconName;
  label: string;
  href: string;
  colour: string;
  soft: string;
}[] = [
  { key: "data", label: "Data", href: "/data-purchase", colour: "#2563eb", soft: "#e8f0fe" },
  { key: "electricity", label: "Electricity", href: "/electricity-purchase", colour: "#b45309", soft: "#fff4e0" },
  { key: "cabletv", label: "Cable TV", href: "/paytv", colour: "#7c3aed", soft: "#f1eafd" },
  { key: "airtime", label: "Airtime", href: "/airtime", colour: "#0b6b3a", soft: "#e7f4ec" },
  { key: "exam", label: "Exam Pins", href: "/exam-pin", colour: "#be123c", soft: "#fde8ee" },
];

export function BillServices() {
  return (
    <section id="bills" aria-labelledby="bills-title">
      <div className={styles.sectionHead}>
        <h2 id="bills-title" className={styles.sectionTitle}>
          Bill Services
        </h2>
      </div>
      <ul className={styles.tiles}>
        {BILL_SERVICES.map((s) => (
          <li key={s.key}>
            <Link href={s.href} className={styles.tile} data-service={s.key}>
              <span className={styles.tileIcon} style={{ background: s.soft, color: s.colour }}>
                <ServiceIcon name={s.key} />
              </span>
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
