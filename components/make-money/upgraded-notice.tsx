"use client";
import { useEffect } from "react";
import { Alert } from "@/components/ui/alert";

/**
 * "You are now a Reseller…", said once. The upgrade sends the page to ?upgraded=<code> (its server
 * render reads the new level and the query); this takes the query out of the address at once, with
 * the history API (router.replace would render the page again, without the notice), so a reload, a
 * bookmark or a copied link does not say it again.
 */
export function UpgradedNotice({ message }: { message: string }) {
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has("upgraded")) return;
    url.searchParams.delete("upgraded");
    window.history.replaceState(null, "", `${url.pathname}${url.search}${url.hash}`);
  }, []);
  return <Alert tone="success">{message}</Alert>;
}
