"use client";
import { useState } from "react";
import useSWR from "swr";
import { Alert } from "@/components/ui/alert";
import scroll from "@/components/ui/scroll-x.module.css";
import { dataPlansAnswer } from "@/lib/client/contract-loaders";
import { formatNaira } from "@/lib/money";
import { MOBILE_NETWORKS, type MobileNetwork } from "@/lib/purchases/network-prefixes";
import { NETWORK_NAMES } from "@/lib/purchases/service-catalog";
import { bffJsonFetcher } from "@/lib/swr/bff-fetcher";
import styles from "./bulk.module.css";

const fetchPlans = bffJsonFetcher(dataPlansAnswer);

/** One network's plans from the catalogue the data purchases (and a file's plan column) are checked against. */
function NetworkPlans({ network }: { network: MobileNetwork }) {
  const name = NETWORK_NAMES[network] ?? network;
  const { data, error, isLoading, mutate } = useSWR(`/api/data/plans/${network}-data`, fetchPlans);
  const headingId = `plan-codes-${network}`;
  return (
    <section className={styles.planNetwork} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.planHeading}>
        {name}
      </h3>
      {isLoading && <p role="status">Loading {name} plans…</p>}
      {error && !data && (
        <Alert tone="error">
          Could not load the {name} plans.{" "}
          <button type="button" className={styles.linkButton} onClick={() => void mutate()}>
            Try again
          </button>
        </Alert>
      )}
      {data && data.plans.length === 0 && <p>No {name} plans at the moment.</p>}
      {data && data.plans.length > 0 && (
        <div className={scroll.scrollX}>
          <table className={styles.planTable} aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Plan</th>
                <th scope="col" className={styles.num}>
                  List price
                </th>
              </tr>
            </thead>
            <tbody>
              {data.plans.map((p) => (
                <tr key={p.id} data-testid="plan-code">
                  <td>
                    <code>{p.id}</code>
                  </td>
                  <td>{p.name}</td>
                  <td className={styles.num}>{formatNaira(p.price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * The data plan codes a file's plan column takes, per network, with each plan's name and list price:
 * read when opened, from the same catalogue the rows are checked against (GET /api/data/plans).
 */
export function PlanCodes() {
  const [open, setOpen] = useState(false);
  return (
    <details className={styles.planCodes} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Data plan codes</summary>
      <p className={styles.planIntro}>
        Write a plan&apos;s code in the plan column (capitals or not). You pay your level&apos;s price, shown before you
        confirm.
      </p>
      {open && MOBILE_NETWORKS.map((n) => <NetworkPlans key={n} network={n} />)}
    </details>
  );
}
