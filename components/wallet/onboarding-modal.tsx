"use client";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import type { User } from "@/lib/contracts/user";
import { accountNotice } from "./account-state";
import styles from "./wallet.module.css";

/**
 * The dashboard's onboarding modal (spec 2.5 and 4): how to fund the wallet by bank transfer. Its
 * first step follows the account number: get one with a BVN/NIN, wait for it, or fix what failed.
 */
export function OnboardingModal({
  open,
  user,
  busy,
  onGotIt,
  onClose,
  onGetAccountNumber,
}: {
  open: boolean;
  user: User;
  busy: boolean;
  onGotIt: () => void;
  onClose: () => void;
  /** Leaves this modal for the BVN/NIN form. */
  onGetAccountNumber: () => void;
}) {
  const ready = user.virtual_account_status === "active" && !!user.account_number;
  const notice = accountNotice(user, new Date());
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
          ) : notice?.actions.includes("ask") ? (
            <>
              <strong>{notice.kind === "ask" ? "Get your account number" : notice.title}</strong>{" "}
              {notice.kind === "ask"
                ? "with your BVN or NIN: banks need one to open an account in your name (a Central Bank of Nigeria rule since September 2024)."
                : `${notice.text} ${notice.detail ?? ""}`}{" "}
              <Button size="small" variant="secondary" onClick={onGetAccountNumber}>
                {notice.kind === "ask" ? "Get your account number" : "Try again with your BVN or NIN"}
              </Button>
            </>
          ) : (
            <>
              {notice?.title} {notice?.text} Its number will show on your account card.
            </>
          )}
        </li>
        <li>Use any bank app, USSD or internet banking. Any amount works.</li>
        <li>Your balance updates automatically once the bank confirms the transfer.</li>
      </ol>
    </Modal>
  );
}
