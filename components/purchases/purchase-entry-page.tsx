import { Suspense, type ReactNode } from "react";
import { Skeleton } from "@/components/ui/spinner";
import { serviceOffNotice } from "@/lib/api/service-availability";
import type { ServiceKey } from "@/lib/purchases/service-catalog";
import { PurchaseHeader } from "./purchase-header";
import { ServiceOffNotice } from "./service-off-notice";
import styles from "./purchases.module.css";

/**
 * An entry page: its header goes out in the first chunk of the answer (the page's largest paint,
 * issue 21 point 4), and the switched-off banner with the form stream in once the service's state
 * is read from the API (the form is disabled when it is off, issue 16).
 */
export function PurchaseEntryPage({
  service,
  title,
  subtitle,
  children,
}: {
  service: ServiceKey;
  title: string;
  subtitle: string;
  /** The page's body under the banner; `unavailable` when an admin switched the service off. */
  children: (unavailable: boolean) => ReactNode;
}) {
  return (
    <div className={styles.page}>
      <PurchaseHeader title={title} subtitle={subtitle} />
      <Suspense
        fallback={
          <div aria-busy="true" className={styles.page}>
            <span className="visually-hidden">Loading…</span>
            <Skeleton height="3rem" />
            <Skeleton height="22rem" />
          </div>
        }
      >
        <EntryBody service={service}>{children}</EntryBody>
      </Suspense>
    </div>
  );
}

async function EntryBody({
  service,
  children,
}: {
  service: ServiceKey;
  children: (unavailable: boolean) => ReactNode;
}) {
  const off = await serviceOffNotice(service);
  return (
    <>
      <ServiceOffNotice message={off} />
      {children(off !== null)}
    </>
  );
}
