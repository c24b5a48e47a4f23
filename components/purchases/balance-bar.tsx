"use client";
import { Skeleton } from "@/components/ui/spinner";
import { formatNaira } from "@/lib/money";
import { BUY_MSG } from "@/lib/purchases/messages";
import { useWallet } from "./use-wallet";
import styles from "./purchases.module.css";

/** The available balance above an entry form. */
export function BalanceBar() {
  const { balance, error } = useWallet();
  return (
    <div className={styles.balanceBar} data-testid="balance-bar">
      <span className={styles.balanceLabel}>Available balance</span>
      {balance !== null ? (
        <strong>{formatNaira(balance)}</strong>
      ) : error ? (
        <span role="alert">{error.message && error.status !== 0 ? error.message : BUY_MSG.userLoadFailed}</span>
      ) : (
        <Skeleton width="7rem" height="1.25rem" />
      )}
    </div>
  );
}
