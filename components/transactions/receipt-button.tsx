"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { downloadReceipt } from "@/lib/receipt-download";
import type { TransactionItem } from "@/lib/contracts/wallet";
import { customerReference, displayReference } from "./transaction-display";
import styles from "./transactions.module.css";

/**
 * Downloads the row's PDF receipt as receipt_{reference}.pdf (the full reference, for support); its
 * name for screen readers carries the short one the row shows. A failure shows the spec's message under it.
 */
export function ReceiptButton({ tx }: { tx: TransactionItem }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reference = displayReference(tx);

  async function download() {
    setBusy(true);
    setError(null);
    const outcome = await downloadReceipt({ id: tx.id, reference: reference === "N/A" ? tx.id : reference });
    setBusy(false);
    if (!outcome.ok) setError(outcome.message);
  }

  return (
    <span className={styles.receipt}>
      <Button
        variant="secondary"
        size="small"
        onClick={download}
        loading={busy}
        loadingText="Downloading…"
        aria-label={`Download receipt ${customerReference(tx)}`}
      >
        Receipt
      </Button>
      {error && (
        <span role="alert" className={styles.receiptError}>
          {error}
        </span>
      )}
    </span>
  );
}
