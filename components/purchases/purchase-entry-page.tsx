import { Suspense, type ReactNode } from "react";
import { Skeleton } from "@/components/ui/spinner";
import { currentUserOrNull } from "@/lib/api/customer-api";
import { serviceOffNotice } from "@/lib/api/service-availability";
import { UserFallback } from "@/components/wallet/user-fallback";
import { BeneficiariesSeed } from "@/components/beneficiaries/beneficiaries-seed";
import { beneficiariesOrNull } from "@/lib/api/entry-lists";
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
export function PurchaseEntryPage<Seed = null>({
  service,
  seed,
  children,
}: {
  service: ServiceKey;
  /** A read the form starts with (its first list, lib/api/entry-lists.ts), made with the page's others. */
  seed?: Promise<Seed>;
  /** The page's body under the banner; `unavailable` when an admin switched the service off. */
  children: (unavailable: boolean, seed: Seed | null) => ReactNode;
}) {
  return (
    <div className={styles.page}>
      <PurchaseHeader {...ENTRY_PAGE_HEADS[service]} />
      <Suspense fallback={<EntryBodySkeleton />}>
        <EntryBody service={service} seed={seed}>
          {children}
        </EntryBody>
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

async function EntryBody<Seed>({
  service,
  seed,
  children,
}: {
  service: ServiceKey;
  seed?: Promise<Seed>;
  children: (unavailable: boolean, seed: Seed | null) => ReactNode;
}) {
  // The balance the form shows and the saved recipients are read here too and seeded: nothing
  // read on load, and no contract loaded for it (README, "No zod before the customer acts").
  const [off, user, seeded, beneficiaries] = await Promise.all([
    serviceOffNotice(service),
    currentUserOrNull(),
    seed ?? null,
    beneficiariesOrNull(),
  ]);
  const body = (
    <BeneficiariesSeed list={beneficiaries}>
      <ServiceOffNotice message={off} />
      {children(off !== null, seeded)}
    </BeneficiariesSeed>
  );
  return user ? <UserFallback user={user}>{body}</UserFallback> : body;
}
