import type { Job } from "../jobs";
import { retryDueReservations } from "./virtual-accounts";

/** Retries pending virtual account reservations whose next attempt is due (with backoff). */
export const virtualAccountRetryJob: Job = {
  name: "virtual-account-retry",
  run: async (ctx) => {
    await retryDueReservations(ctx);
  },
};
