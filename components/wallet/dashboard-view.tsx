"use client";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useState, useSyncExternalStore } from "react";
import { KycModalLazy } from "@/components/kyc/kyc-modal-lazy";
import { Alert } from "@/components/ui/alert";
import { useUser } from "@/lib/swr/use-user";
import { FUND_PARAM } from "@/components/shell/customer-nav";
import { AccountCard } from "./account-card";
import { CreditToast } from "./credit-toast";
import { FundAccountModal } from "./fund-account-modal";
import { OnboardingModal } from "./onboarding-modal";
import { SummaryCards } from "./summary-cards";
import { useOnboarding } from "./use-onboarding";
import { DASHBOARD_MESSAGES } from "./wallet-messages";
import styles from "./wallet.module.css";

const noSubscription = () => () => {};

/**
 * The live part of the dashboard: the account card, the summary cards, the onboarding modal, the
 * Fund Account view (?fund=1) and the BVN/NIN form that gets the account number (the KYC modal,
 * opened from any of them). The page seeds the user (UserFallback), so the first paint has it;
 * the balance is then kept live (useUser's live polling) with a toast for each credit.
 */
export function DashboardView({ sandbox }: { sandbox: boolean }) {
  const { user, error, mutate } = useUser({ live: true });
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const fundOpen = params.get(FUND_PARAM) === "1";
  const [identityOpen, setIdentityOpen] = useState(false);
  const onboarding = useOnboarding(user, fundOpen || identityOpen);
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  const closeFund = () => {
    const next = new URLSearchParams(params);
    next.delete(FUND_PARAM);
    const q = next.toString();
    router.replace(q ? `${pathname}?${q}` : pathname, { scroll: false });
  };

  const getAccountNumber = () => {
    if (onboarding.open) onboarding.close();
    if (fundOpen) closeFund();
    setIdentityOpen(true);
  };

  const loadError = error
    ? error.status === 401
      ? DASHBOARD_MESSAGES.logIn
      : DASHBOARD_MESSAGES.userLoadFailed
    : null;

  return (
    // data-onboarding tells tests (and nothing else) whether the modal was decided yet: "pending" before hydration.
    <div
      className={styles.stack}
      data-testid="dashboard-live"
      data-onboarding={hydrated ? (onboarding.open ? "open" : "closed") : "pending"}
    >
      {user && loadError && <Alert tone="error">{loadError}</Alert>}
      <AccountCard user={user} loadError={loadError} onRetry={() => mutate()} onGetAccountNumber={getAccountNumber} />
      <SummaryCards user={user} />
      <CreditToast balanceKobo={user?.balance_kobo} />
      {user && (
        <OnboardingModal
          open={onboarding.open}
          user={user}
          busy={onboarding.busy}
          onGotIt={onboarding.gotIt}
          // Closing it (×, Escape) dismisses it as "Got It" does (spec 4: "never been dismissed").
          onClose={onboarding.gotIt}
          onGetAccountNumber={getAccountNumber}
        />
      )}
      <FundAccountModal
        open={fundOpen}
        onClose={closeFund}
        user={user}
        sandbox={sandbox}
        onGetAccountNumber={getAccountNumber}
      />
      {user && identityOpen && (
        <KycModalLazy
          open
          accountActive={user.virtual_account_status === "active"}
          title="Get your account number"
          onClose={() => setIdentityOpen(false)}
          onSubmitted={() => void mutate()}
        />
      )}
    </div>
  );
}
