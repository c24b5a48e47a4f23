"use client";
import { useEffect, useRef } from "react";
import { bffFetch } from "@/lib/client/bff-fetch";
import { transactionResponse } from "@/lib/contracts/wallet";
import { outcomeFromTransaction, type PurchaseOutcome } from "@/lib/purchases/outcome";
import type { PurchaseService } from "@/lib/purchases/request-id";
import { goToLogin } from "@/lib/swr/bff-fetcher";

const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 10_000;

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

  useEffect(() => {
    if (!id) return;
    let stopped = false;
    let delay = FIRST_DELAY_MS;
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      const res = await bffFetch(`/api/transactions/${encodeURIComponent(id)}`, transactionResponse);
      if (stopped) return;
      if (res.status === 401) {
        goToLogin();
        return;
      }
      if (res.ok) {
        const next = outcomeFromTransaction(service, res.data.transaction, latest.current.outcome);
        latest.current.onChange(next);
        if (next.kind !== "pending") return;
      }
      delay = Math.min(Math.round(delay * 1.5), MAX_DELAY_MS);
      timer = setTimeout(tick, delay);
    };
    timer = setTimeout(tick, delay);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [id, service]);

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
