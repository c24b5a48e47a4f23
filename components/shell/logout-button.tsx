"use client";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { bffSend } from "@/lib/client/bff-request";
import { clearEntryDrafts } from "@/lib/purchases/entry-draft";
import { markSigningOut } from "@/lib/swr/bff-fetcher";
import { Icon } from "./icons";

/**
 * Logs out through the BFF, which clears the cookie even if the API call fails (spec 4), then
 * goes to the login page by a full page load, so nothing of the old session stays in memory. The
 * admin shell passes its own endpoint and login page.
 */
export function LogoutButton({
  className,
  endpoint = "/api/logout",
  loginPath = "/login",
}: {
  className?: string;
  endpoint?: string;
  loginPath?: string;
}) {
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);

  async function logout() {
    setBusy(true);
    markSigningOut();
    await bffSend(endpoint);
    await mutate(() => true, undefined, { revalidate: false });
    clearEntryDrafts(); // the purchase forms' kept values (Edit details) go with the session

    window.location.replace(loginPath);
  }

  return (
    <button type="button" className={className} onClick={logout} disabled={busy} aria-busy={busy || undefined}>
      <Icon name="logout" />
      <span>{busy ? "Logging out…" : "Logout"}</span>
    </button>
  );
}
