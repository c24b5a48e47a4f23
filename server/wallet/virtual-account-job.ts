import type { Job } from "../job";
import { retryDueReservations } from "./virtual-accounts";

/** Retries pending virtual account reservations whose next attempt is due (with backoff). */
export const virtualAccountRetryJob: Job = {
  name: "virtual-account-retry",
  run: async (ctx) => {
    await retryDueReservations(ctx);
  },
};
