import type { Metadata } from "next";
import { Suspense } from "react";
import { WelcomeGreeting } from "@/components/dashboard/welcome-greeting";
import { BillServices } from "@/components/wallet/bill-services";
import { DashboardAccount, DashboardAccountSkeleton } from "@/components/wallet/dashboard-account";
import { DashboardHistory, firstHistoryPage } from "@/components/wallet/dashboard-history";
import { DashboardServices } from "@/components/wallet/dashboard-services";
import { RecentTransactionsSkeleton } from "@/components/wallet/recent-transactions";
import styles from "@/components/wallet/wallet.module.css";
import { getCurrentUser } from "@/lib/api/customer-api";
import { getServiceAvailability } from "@/lib/api/service-availability";
import { verifySession } from "@/lib/session";

export const metadata: Metadata = { title: "Dashboard" };

/**
 * Customer home (spec 2.5): greeting, account card, summary cards, bill services, history.
 *
 * The shell and the greeting (its name from the session cookie, no API call) are sent at once; the
 * API reads start together here and each part streams in its own Suspense boundary as its answer
 * arrives (issue 21 point 4): the account card and summary (GET /api/user), the tiles' switched-off
 * marks (GET /api/services) and the history's first page (GET /api/transactions), which seeds the
 * browser's cache; the table itself renders in the browser, its code loaded on demand
 * (e2e/page-weight.spec.ts).
 */
export default async function DashboardPage() {
  const { user: signedIn } = await verifySession();
  const user = getCurrentUser();
  const services = getServiceAvailability();
  const history = firstHistoryPage();
  // The sandbox transfer form only where the BFF forwards /api/sandbox/* (not in production).
  const sandbox = process.env.APP_ENV !== "production";
  return (
    <>
      <WelcomeGreeting name={signedIn.name} />
      <div className={styles.stack}>
        <Suspense fallback={<DashboardAccountSkeleton />}>
          <DashboardAccount user={user} sandbox={sandbox} />
        </Suspense>
        {/* Until the answer streams in (milliseconds), the tiles without marks: the entry page of a
            switched-off service says so and the API refuses it, so an early tap is never a purchase. */}
        <Suspense fallback={<BillServices />}>
          <DashboardServices services={services} />
        </Suspense>
        <Suspense fallback={<RecentTransactionsSkeleton />}>
          <DashboardHistory firstPage={history} />
        </Suspense>
      </div>
    </>
  );
}
