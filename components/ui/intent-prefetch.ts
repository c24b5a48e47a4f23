"use client";
import { useRouter } from "next/navigation";
import { useMemo } from "react";

/**
 * Links here prefetch when the customer reaches for them (the pointer over it, keyboard focus, or
 * a touch beginning) instead of as soon as they are on screen, as in the Next.js docs'
 * hover-triggered prefetch. With viewport prefetch, every dashboard visit fetched five purchase
 * forms' code and payloads, the notifications page and a second server render of the dashboard
 * (?fund=1): the customer's mobile data, the phone's main thread and the server's work spent on
 * pages mostly never opened (bench/README.md, e2e/prefetch.spec.ts).
 */

/** For one next/link: spread on it; its own viewport prefetch is off. */
export function useIntentPrefetch(href: string) {
  const router = useRouter();
  return useMemo(() => {
    const reach = () => router.prefetch(href);
    return { prefetch: false, onMouseEnter: reach, onFocus: reach, onTouchStart: reach } as const;
  }, [router, href]);
}

/**
 * For a list of links rendered on the server (their prefetch={false}): one set of handlers on an
 * element around them prefetches the link the event came from.
 */
export function useIntentPrefetchWithin() {
  const router = useRouter();
  return useMemo(() => {
    const reach = (e: { target: EventTarget }) => {
      const href = e.target instanceof Element ? e.target.closest("a[href]")?.getAttribute("href") : null;
      if (href?.startsWith("/")) router.prefetch(href);
    };
    return { onMouseOver: reach, onFocus: reach, onTouchStart: reach } as const;
  }, [router]);
}
