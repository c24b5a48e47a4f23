"use client";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import type { User } from "@/lib/contracts/user";
import { DASHBOARD_MESSAGES } from "./wallet-messages";
import styles from "./wallet.module.css";

/** The dashboard's onboarding modal (spec 2.5 and 4): how to fund the wallet by bank transfer. */
export function OnboardingModal({
  open,
  user,
  busy,
  onGotIt,
  onClose,
}: {
  open: boolean;
  user: User;
  busy: boolean;
  onGotIt: () => void;
  onClose: () => void;
}) {
  const ready = user.virtual_account_status === "active" && !!user.account_number;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Welcome! Fund your wallet in 3 steps"
      footer={
        <Button onClick={onGotIt} loading={busy} loadingText="Saving…">
          Got It
        </Button>
      }
    >
      <p className={styles.lead}>
        Your wallet is funded by bank transfer to your own virtual account. Then pay for airtime, data, electricity,
        cable TV and exam pins from your balance.
      </p>
      <ol className={styles.steps}>
        <li>
          {ready ? (
            <>
              Send money to <strong>{user.account_number}</strong> ({user.bank_name}), account name{" "}
              <strong>{user.account_name || user.name}</strong>.
            </>
          ) : (
            <>{DASHBOARD_MESSAGES.accountPending} Its number will show on your account card.</>
          )}
        </li>
        <li>Use any bank app, USSD or internet banking. Any amount works.</li>
        <li>Your balance updates automatically once the bank confirms the transfer.</li>
      </ol>
    </Modal>
  );
}
