"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { bffSend } from "@/lib/client/bff-request";
import { clearEntryDrafts } from "@/lib/purchases/entry-draft";
import { Icon } from "./icons";

/**
 * Logs out through the BFF, which clears the cookie even if the API call fails (spec 4), then
 * goes to the login page. The admin shell passes its own endpoint and login page.
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
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);

  async function logout() {
    setBusy(true);
    await bffSend(endpoint);
    await mutate(() => true, undefined, { revalidate: false });
    clearEntryDrafts(); // the purchase forms' kept values (Edit details) go with the session

    router.replace(loginPath);
    router.refresh();
  }

  return (
    <button type="button" className={className} onClick={logout} disabled={busy} aria-busy={busy || undefined}>
      <Icon name="logout" />
      <span>{busy ? "Logging out…" : "Logout"}</span>
    </button>
  );
}
