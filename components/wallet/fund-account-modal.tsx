"use client";
import { clientOnlyLazy } from "@/components/ui/client-only-lazy";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import type { User } from "@/lib/contracts/user";
import { AccountDetails } from "./account-details";
import { useRefreshAccount } from "./use-refresh-account";
import styles from "./wallet.module.css";

/**
 * The sandbox's simulated transfer, loaded when the Fund Account view first shows it: live
 * customers never see it, so its form stays out of the dashboard's first-load JavaScript
 * (e2e/page-weight.spec.ts).
 */
const SimulateTransferForm = clientOnlyLazy(() =>
  import("./simulate-transfer-form").then((m) => m.SimulateTransferForm),
);

/** The Fund Account view (sidebar "Fund Account", FUND_WALLET_HREF): where and how to transfer. */
export function FundAccountModal({
  open,
  onClose,
  user,
  sandbox,
  onCopied,
  onGetAccountNumber,
}: {
  open: boolean;
  onClose: () => void;
  user: User | undefined;
  sandbox: boolean;
  onCopied?: () => void;
  /** Closes this view and opens the BVN/NIN form. */
  onGetAccountNumber: () => void;
}) {
  const { refresh, busy, feedback } = useRefreshAccount();
  const ready = user?.virtual_account_status === "active" && !!user.account_number;
  const canRefresh = user?.virtual_account_status === "pending" || user?.virtual_account_failure === "unreachable";
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Fund Account"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
      }
    >
      {user ? (
        <AccountDetails user={user} onCopied={onCopied} onGetAccountNumber={onGetAccountNumber} />
      ) : (
        <p role="status">Loading your account…</p>
      )}
      {user && !ready && canRefresh && (
        <div className={styles.copyRow}>
          <Button variant="secondary" size="small" onClick={refresh} loading={busy} loadingText="Refreshing…">
            Refresh account details
          </Button>
        </div>
      )}
      {feedback && <Alert tone={feedback.tone}>{feedback.text}</Alert>}
      <h3 className={styles.sandboxTitle}>How to fund your wallet</h3>
      <ol className={styles.steps}>
        <li>Open your bank app, USSD or internet banking.</li>
        <li>
          {ready
            ? "Send any amount to the account number above. It is yours alone."
            : "Send any amount to your account number once you have it. It is yours alone."}
        </li>
        <li>Your wallet is credited automatically once the bank confirms the transfer, usually within a minute.</li>
      </ol>
      {sandbox && ready && <SimulateTransferForm />}
    </Modal>
  );
}
