"use client";
import { SUPPORT_EMAIL } from "@/components/shell/brand";
import { Button, ButtonLink } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { formatNaira } from "@/lib/money";
import { BUY_MSG } from "@/lib/purchases/messages";
import { FUND_WALLET_HREF } from "@/components/shell/customer-nav";
import { useWallet } from "./use-wallet";
import styles from "./purchases.module.css";

/**
 * 'Insufficient Balance' (spec 2.6, 2.7, 2.10): balance, cost, the virtual account to fund,
 * support, 'View Account Details' (the dashboard's fund view) and 'Close'.
 */
export function InsufficientBalanceModal({
  open,
  cost,
  onClose,
}: {
  open: boolean;
  cost: number;
  onClose: () => void;
}) {
  const { user, balance } = useWallet();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={BUY_MSG.insufficientTitle}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <ButtonLink href={FUND_WALLET_HREF}>View Account Details</ButtonLink>
        </>
      }
    >
      <p className={styles.modalText}>
        Your wallet balance is not enough for this purchase. Fund your wallet by transfer to your virtual account, then
        try again.
      </p>
      <dl className={`${styles.details} ${styles.modalList}`}>
        <div className={styles.detail}>
          <dt>Balance</dt>
          <dd data-testid="modal-balance">{formatNaira(balance)}</dd>
        </div>
        <div className={styles.detail}>
          <dt>Cost</dt>
          <dd data-testid="modal-cost">{formatNaira(cost)}</dd>
        </div>
        <div className={styles.detail}>
          <dt>Account number</dt>
          <dd>{user?.account_number ?? "Not available yet"}</dd>
        </div>
        <div className={styles.detail}>
          <dt>Bank</dt>
          <dd>{user?.bank_name ?? "—"}</dd>
        </div>
      </dl>
      <p className={styles.modalText}>
        Need help? <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </p>
    </Modal>
  );
}
