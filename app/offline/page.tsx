import type { Metadata } from "next";
import { AuthShell } from "@/components/shell/auth-shell";
import { RetryButton } from "@/components/pwa/retry-button";

export const metadata: Metadata = { title: "You are offline", robots: { index: false } };

/**
 * What the service worker shows when a page cannot be reached (precached; static, no customer
 * data). Balances and history are never kept on the device, so there is nothing stale to show.
 */
export default function OfflinePage() {
  return (
    <AuthShell>
      <h1 style={{ marginTop: 0 }}>You are offline</h1>
      <p>
        Naira Wallet needs an internet connection to show your balance and make payments. Check your mobile data or
        Wi-Fi and try again.
      </p>
      <RetryButton />
    </AuthShell>
  );
}
