"use client";
import { useRef } from "react";
import { bffFetch } from "@/lib/client/bff-fetch";
import { purchaseResponse } from "@/lib/contracts/purchases";
import { notPaidOutcome, purchaseOutcome, type PurchaseFallback, type PurchaseOutcome } from "@/lib/purchases/outcome";
import type { PurchaseService } from "@/lib/purchases/request-id";
import { goToLogin } from "@/lib/swr/bff-fetcher";
import { useBackoffPoll } from "./use-backoff-poll";

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
  const requestId = outcome?.kind === "unconfirmed" ? fallback.requestId : null;
  const notFound = useRef({ requestId, times: 0 });
  useBackoffPoll(
    requestId && `${service}:${requestId}`,
    async (active) => {
      if (!requestId) return "stop";
      const res = await bffFetch(`/api/purchases/${encodeURIComponent(requestId)}`, purchaseResponse);
      if (!active()) return "stop";
      if (res.status === 401) {
        goToLogin();
        return "stop";
      }
      if (res.ok) {
        onChange(purchaseOutcome(service, res, fallback));
        return "stop";
      }
      const seen = notFound.current.requestId === requestId ? notFound.current.times : 0;
      notFound.current = { requestId, times: res.status === 404 ? seen + 1 : 0 };
      if (notFound.current.times < NOT_FOUND_TIMES) return "again";
      onChange(notPaidOutcome(fallback));
      return "stop";
    },
    { immediate: true },
  );
}
