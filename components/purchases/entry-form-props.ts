import type { Prefill, PrefillService } from "@/lib/purchases/buy-again";

/** What every purchase entry form takes from its page (components/purchases/purchase-entry-page.tsx). */
export interface EntryFormProps<S extends PrefillService> {
  /** The service is switched off or its provider's breaker is open: the form shows why and submits nothing. */
  unavailable?: boolean;
  /** Values from the page's address (Buy again), read on the server (lib/purchases/buy-again.ts). */
  prefill?: Prefill<S>;
}
