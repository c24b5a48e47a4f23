"use client";
import { useEffect, useRef } from "react";
import { bffFetch } from "@/lib/client/bff-fetch";
import { transactionResponse } from "@/lib/contracts/wallet";
import { outcomeFromTransaction, type PurchaseOutcome } from "@/lib/purchases/outcome";
import type { PurchaseService } from "@/lib/purchases/request-id";
import { goToLogin } from "@/lib/swr/bff-fetcher";
import { useBackoffPoll } from "./use-backoff-poll";

/**
 * While a purchase is pending, reads GET /api/transactions/{id} again (backing off) until the
 * product API has a final outcome, then hands it over. Stops when the page goes away. A delivered
 * one is read again whenever its tab comes back into view: VTpass may reverse a delivery later
 * (refunded), and a result left open must not keep saying "successful".
 */
export function usePendingPurchase(
  service: PurchaseService,
  outcome: PurchaseOutcome,
  onChange: (next: PurchaseOutcome) => void,
) {
  const latest = useRef({ outcome, onChange });
  useEffect(() => {
    latest.current = { outcome, onChange };
  });
  const id = outcome.kind === "pending" ? outcome.transaction.id : null;

  useBackoffPoll(id, async (active) => {
    if (!id) return "stop";
    const res = await bffFetch(`/api/transactions/${encodeURIComponent(id)}`, transactionResponse);
    if (!active()) return "stop";
    if (res.status === 401) {
      goToLogin();
      return "stop";
    }
    if (!res.ok) return "again";
    const next = outcomeFromTransaction(service, res.data.transaction, latest.current.outcome);
    latest.current.onChange(next);
    return next.kind === "pending" ? "again" : "stop";
  });

  const deliveredId = outcome.kind === "success" ? outcome.transaction.history_id : null;
  useEffect(() => {
    if (!deliveredId) return;
    const again = async () => {
      if (document.visibilityState !== "visible") return;
      const res = await bffFetch(`/api/transactions/${encodeURIComponent(deliveredId)}`, transactionResponse);
      if (!res.ok || res.data.transaction.status.toLowerCase() !== "reversed") return;
      latest.current.onChange(outcomeFromTransaction(service, res.data.transaction, latest.current.outcome));
    };
    document.addEventListener("visibilitychange", again);
    return () => document.removeEventListener("visibilitychange", again);
  }, [deliveredId, service]);
}
