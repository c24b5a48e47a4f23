"use client";
import { useEffect, useRef } from "react";
import { Alert } from "@/components/ui/alert";

/**
 * "You are now a Reseller…", said once. The upgrade sends the page to ?upgraded=<code> (its server
 * render reads the new level and the query); this takes the query out of the address at once, with
 * the history API (router.replace would render the page again, without the notice), so a reload, a
 * bookmark or a copied link does not say it again. The upgrade's button is gone with its card, so
 * focus, which would fall to the page's body, goes to the notice.
 */
export function UpgradedNotice({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has("upgraded")) return;
    url.searchParams.delete("upgraded");
    window.history.replaceState(null, "", `${url.pathname}${url.search}${url.hash}`);
    if (document.activeElement === document.body || !document.activeElement?.isConnected) ref.current?.focus();
  }, []);
  return (
    <div ref={ref} tabIndex={-1}>
      <Alert tone="success">{message}</Alert>
    </div>
  );
}
