import { Suspense, type ReactNode } from "react";
import { Skeleton } from "@/components/ui/spinner";
import { currentUserOrNull } from "@/lib/api/customer-api";
import { serviceOffNotice } from "@/lib/api/service-availability";
import { UserFallback } from "@/components/wallet/user-fallback";
import type { ServiceKey } from "@/lib/purchases/service-catalog";
import { ENTRY_PAGE_HEADS } from "./entry-page-heads";
import { PurchaseHeader } from "./purchase-header";
import { ServiceOffNotice } from "./service-off-notice";
import styles from "./purchases.module.css";

/**
 * An entry page: its header goes out in the first chunk of the answer (the page's largest paint,
 * issue 21 point 4), and the switched-off banner with the form stream in once the service's state
 * and the customer (the balance) are read from the API (the form is disabled when it is off, issue 16).
 */
export function PurchaseEntryPage({
  service,
  children,
}: {
  service: ServiceKey;
  /** The page's body under the banner; `unavailable` when an admin switched the service off. */
  children: (unavailable: boolean) => ReactNode;
}) {
  return (
    <div className={styles.page}>
      <PurchaseHeader {...ENTRY_PAGE_HEADS[service]} />
      <Suspense fallback={<EntryBodySkeleton />}>
        <EntryBody service={service}>{children}</EntryBody>
      </Suspense>
    </div>
  );
}

/**
 * The route's loading state (its `loading.tsx`): the same header, so whichever of the two the
 * browser paints first, the largest paint is the header's and comes with the first chunk.
 */
export function PurchaseEntryLoading({ service }: { service: ServiceKey }) {
  return (
    <div className={styles.page}>
      <PurchaseHeader {...ENTRY_PAGE_HEADS[service]} />
      <EntryBodySkeleton />
    </div>
  );
}

function EntryBodySkeleton() {
  return (
    <div aria-busy="true" className={styles.page}>
      <span className="visually-hidden">Loading…</span>
      <Skeleton height="3rem" />
      <Skeleton height="22rem" />
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
  // The balance the form shows is read here too and seeds useUser: nothing read on load, and no
  // contract loaded for it (README, "No zod before the customer acts").
  const [off, user] = await Promise.all([serviceOffNotice(service), currentUserOrNull()]);
  const body = (
    <>
      <ServiceOffNotice message={off} />
      {children(off !== null)}
    </>
  );
  return user ? <UserFallback user={user}>{body}</UserFallback> : body;
}
