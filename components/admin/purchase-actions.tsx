"use client";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { bffPost } from "@/lib/client/bff-fetch";
import { adminPurchaseActionResponse } from "@/lib/contracts/admin-transactions";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { adminSessionOver } from "@/lib/admin/admin-write";
import styles from "./admin.module.css";
import { RequeryRefundButtons, type PurchaseAction } from "./requery-refund-buttons";

/**
 * The Actions card: Requery (pending purchase) and Refund (failed, not refunded). The server makes
 * both safe to press twice; the button also ignores a second press while the first is on its way.
 * The page renders it always and it hides itself when there is nothing to show: after the refresh
 * that follows an action the buttons are gone, and the card must stay mounted to keep the answer.
 */
export function PurchaseActions({
  id,
  canRequery,
  canRefund,
  amountLabel,
}: {
  id: string;
  canRequery: boolean;
  canRefund: boolean;
  amountLabel: string;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState<PurchaseAction | null>(null);
  const inFlight = useRef(false);
  const [message, setMessage] = useState<{ tone: "success" | "error" | "info"; text: string } | null>(null);

  async function run(kind: PurchaseAction) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(kind);
    setMessage(null);
    const res = await bffPost(`/api/admin/transactions/${id}/${kind}`, adminPurchaseActionResponse);
    inFlight.current = false;
    setBusy(null);
    if (adminSessionOver(res, router)) return;
    setMessage(
      res.ok
        ? { tone: res.data.changed ? "success" : "info", text: res.data.message }
        : { tone: "error", text: res.data.message ?? "The action failed. Please try again." },
    );
    router.refresh();
  }

  if (!canRequery && !canRefund && !message) return null;
  return (
    <Card title="Actions">
      <RequeryRefundButtons
        canRequery={canRequery}
        canRefund={canRefund}
        busy={busy}
        confirmText={{
          requery: "Ask the provider now for this purchase's outcome?",
          refund: `Refund this failed purchase to the customer's wallet? This cannot be undone. (${amountLabel})`,
        }}
        requeryLoadingText="Asking the provider…"
        refundLabel={`Refund ${amountLabel}`}
        onConfirmed={(kind) => void run(kind)}
      />
      {canRequery && (
        <p className={styles.actionNote}>
          Requery asks VTpass for the final outcome now; a pending purchase is never refunded by hand.
        </p>
      )}
      {canRefund && (
        <p className={styles.actionNote}>
          Refund credits the wallet once (journal refund:{id.slice(0, 8)}…), and is recorded in the audit log.
        </p>
      )}
      {message && (
        <div style={{ marginTop: "0.75rem" }}>
          <Alert tone={message.tone}>{message.text}</Alert>
        </div>
      )}
    </Card>
  );
}
