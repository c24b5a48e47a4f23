import { KycPrompt } from "@/components/kyc/kyc-prompt";
import type { User } from "@/lib/contracts/user";
import { AccountCardSkeleton } from "./account-card";
import { DashboardView } from "./dashboard-view";
import { SummaryCards } from "./summary-cards";
import { UserFallback } from "./user-fallback";

/**
 * The dashboard's account part, streamed in its own Suspense boundary: it waits for GET /api/user
 * (started by the page together with the other reads), then seeds every useUser() below with it, so
 * the account card, the summary and the KYC prompt paint with the user and the live balance polls on.
 */
export async function DashboardAccount({ user, sandbox }: { user: Promise<User>; sandbox: boolean }) {
  return (
    <UserFallback user={await user}>
      <DashboardView sandbox={sandbox} />
      <KycPrompt />
    </UserFallback>
  );
}

/** What the account part shows until its answer streams in: the card's and the summary's shapes. */
export function DashboardAccountSkeleton() {
  return (
    <>
      <AccountCardSkeleton />
      <SummaryCards user={undefined} />
    </>
  );
}
