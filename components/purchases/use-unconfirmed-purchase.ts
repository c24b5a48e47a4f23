"use client";
import { useEffect, useRef } from "react";
import { bffFetch } from "@/lib/client/bff-fetch";
import { purchaseResponse } from "@/lib/contracts/purchases";
import { notPaidOutcome, purchaseOutcome, type PurchaseFallback, type PurchaseOutcome } from "@/lib/purchases/outcome";
import type { PurchaseService } from "@/lib/purchases/request-id";
import { goToLogin } from "@/lib/swr/bff-fetcher";

const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 10_000;
/**
 * Not found this many times in a row (over ~5 s) before it is said not to have been paid: a request
 * the API had not yet written when first asked (queued behind others) is found on a later look.
 */
const NOT_FOUND_TIMES = 3;

/**
 * While a payment is unconfirmed (its answer never reached the browser), looks its request id up
 * (GET /api/purchases/{request_id}, backing off, through offline spells) and hands over what the
 * API holds: the purchase as its own answer says, or, not found, "Payment failed. Please try again."
 */
export function useUnconfirmedPurchase(
  service: PurchaseService,
  outcome: PurchaseOutcome | null,
  fallback: PurchaseFallback,
  onChange: (next: PurchaseOutcome) => void,
) {
  const latest = useRef({ fallback, onChange });
  useEffect(() => {
    latest.current = { fallback, onChange };
  });
  const requestId = outcome?.kind === "unconfirmed" ? fallback.requestId : null;

  useEffect(() => {
    if (!requestId) return;
    let stopped = false;
    let delay = FIRST_DELAY_MS;
    let notFound = 0;
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      const res = await bffFetch(`/api/purchases/${encodeURIComponent(requestId)}`, purchaseResponse);
      if (stopped) return;
      if (res.status === 401) return goToLogin();
      if (res.ok) return latest.current.onChange(purchaseOutcome(service, res, latest.current.fallback));
      notFound = res.status === 404 ? notFound + 1 : 0;
      if (notFound >= NOT_FOUND_TIMES) return latest.current.onChange(notPaidOutcome(latest.current.fallback));
      delay = Math.min(Math.round(delay * 1.5), MAX_DELAY_MS);
      timer = setTimeout(tick, delay);
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [requestId, service]);
}
