"use client";
import { useEffect, useState } from "react";
import { formatKobo } from "@/lib/money";
import { useRevalidateTransactions } from "@/lib/swr/use-transactions";
import styles from "./wallet.module.css";

const TOAST_MS = 6000;

/**
 * "₦5,000.00 received" when the live balance rises (a transfer, an invoice payment, a refund),
 * shown for a few seconds; the history is read again with it. The live region is always in the
 * page, so screen readers announce the message when it appears. A fall (a purchase) says nothing.
 */
export function CreditToast({ balanceKobo }: { balanceKobo: number | undefined }) {
  const revalidateHistory = useRevalidateTransactions();
  const [seen, setSeen] = useState(balanceKobo);
  const [toast, setToast] = useState<{ id: number; text: string } | null>(null);
  if (balanceKobo !== undefined && balanceKobo !== seen) {
    setSeen(balanceKobo);
    if (seen !== undefined && balanceKobo > seen)
      setToast((t) => ({ id: (t?.id ?? 0) + 1, text: `${formatKobo(balanceKobo - seen)} received` }));
  }

  const id = toast?.id;
  useEffect(() => {
    if (id === undefined) return;
    void revalidateHistory();
    const timer = setTimeout(() => setToast((t) => (t?.id === id ? null : t)), TOAST_MS);
    return () => clearTimeout(timer);
  }, [id, revalidateHistory]);

  return (
    <div className={styles.toastRegion} role="status" aria-live="polite">
      {toast && (
        <p key={toast.id} className={styles.toast} data-testid="credit-toast">
          {toast.text}
        </p>
      )}
    </div>
  );
}
