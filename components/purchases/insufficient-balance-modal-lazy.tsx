"use client";
import { clientOnlyLazy } from "@/components/ui/client-only-lazy";

/**
 * 'Insufficient Balance', loaded after the page: it opens only on a submit the balance does not
 * cover, so its code (and the modal's) stays out of the entry pages' first-load JavaScript, which
 * e2e/page-weight.spec.ts holds to 1.5x the framework's.
 */
export const InsufficientBalanceModal = clientOnlyLazy(() =>
  import("./insufficient-balance-modal").then((m) => m.InsufficientBalanceModal),
);
