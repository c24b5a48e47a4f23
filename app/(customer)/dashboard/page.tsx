import type { Metadata } from "next";
import { Suspense } from "react";
import { WelcomeGreeting } from "@/components/dashboard/welcome-greeting";
import { KycPrompt } from "@/components/kyc/kyc-prompt";
import { BillServices } from "@/components/wallet/bill-services";
import { DashboardView } from "@/components/wallet/dashboard-view";
import { RecentTransactions } from "@/components/wallet/recent-transactions";
import { UserFallback } from "@/components/wallet/user-fallback";
import styles from "@/components/wallet/wallet.module.css";
import { getCurrentUser } from "@/lib/api/customer-api";
import { getServiceAvailability } from "@/lib/api/service-availability";

export const metadata: Metadata = { title: "Dashboard" };

/** Customer home (spec 2.5): greeting, account card, summary cards, bill services, history. */
export default async function DashboardPage() {
  const [user, services] = await Promise.all([getCurrentUser(), getServiceAvailability()]);
  const unavailable = services.filter((s) => !s.available).map((s) => s.service);
  // The sandbox transfer form only where the BFF forwards /api/sandbox/* (not in production).
  const sandbox = process.env.APP_ENV !== "production";
  return (
    <UserFallback user={user}>
      <WelcomeGreeting name={user.name} />
      <div className={styles.stack}>
        <Suspense fallback={null}>
          <DashboardView sandbox={sandbox} />
        </Suspense>
        <KycPrompt />
        <BillServices unavailable={unavailable} />
        <RecentTransactions />
      </div>
    </UserFallback>
  );
}
