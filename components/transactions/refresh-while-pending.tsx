"use client";
import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** How often a pending transaction's page reads it again (the re-query job settles it within minutes). */
const EVERY_MS = 5000;

/**
 * Reads the page again every few seconds while its transaction is pending, only while the tab is
 * in view; stops once the status is final (the server renders pending={false} then).
 */
export function RefreshWhilePending({ pending }: { pending: boolean }) {
  const router = useRouter();
  useEffect(() => {
    if (!pending) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") router.refresh();
    }, EVERY_MS);
    return () => window.clearInterval(timer);
  }, [pending, router]);
  return null;
}
