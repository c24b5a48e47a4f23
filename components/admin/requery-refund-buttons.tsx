"use client";
import { Button } from "@/components/ui/button";
import styles from "./admin.module.css";

export type PurchaseAction = "requery" | "refund";

/**
 * A purchase's audited Requery and Refund buttons (a transaction's Actions card, a dispute's
 * Resolve card): each asks the admin to confirm in the words given, then runs; both are disabled
 * while any action of the card is on its way (`busy`).
 */
export function RequeryRefundButtons({
  canRequery,
  canRefund,
  busy,
  confirmText,
  requeryLoadingText,
  refundLabel = "Refund",
  onConfirmed,
}: {
  canRequery: boolean;
  canRefund: boolean;
  busy: string | null;
  confirmText: Record<PurchaseAction, string>;
  requeryLoadingText: string;
  refundLabel?: string;
  onConfirmed: (action: PurchaseAction) => void;
}) {
  const press = (action: PurchaseAction) => {
    if (window.confirm(confirmText[action])) onConfirmed(action);
  };
  return (
    <div className={styles.actions}>
      {canRequery && (
        <Button
          onClick={() => press("requery")}
          loading={busy === "requery"}
          loadingText={requeryLoadingText}
          disabled={busy !== null}
        >
          Requery
        </Button>
      )}
      {canRefund && (
        <Button
          variant="danger"
          onClick={() => press("refund")}
          loading={busy === "refund"}
          loadingText="Refunding…"
          disabled={busy !== null}
        >
          {refundLabel}
        </Button>
      )}
    </div>
  );
}
