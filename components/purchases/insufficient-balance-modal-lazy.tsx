"use client";
import { useState, type ComponentProps } from "react";
import { clientOnlyLazy } from "@/components/ui/client-only-lazy";

const LazyModal = clientOnlyLazy(() => import("./insufficient-balance-modal").then((m) => m.InsufficientBalanceModal));

/**
 * 'Insufficient Balance', loaded when it first opens: it opens only on a submit the balance does
 * not cover, so its code stays out of the entry pages' first-load JavaScript (e2e/page-weight.spec.ts
 * holds it to 1.5x the framework's), and its balance read (useWallet) is not a second read of the
 * customer on every page load (the page seeds the first: purchase-entry-page.tsx). Once opened it
 * stays mounted, so it closes as a dialog does.
 */
export function InsufficientBalanceModal(props: ComponentProps<typeof LazyModal>) {
  const [opened, setOpened] = useState(false);
  if (props.open && !opened) setOpened(true);
  return opened ? <LazyModal {...props} /> : null;
}
