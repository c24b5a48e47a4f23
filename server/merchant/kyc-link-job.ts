import type { Job } from "../job";
import { retryDueKycLinks } from "./kyc-service";

/** Adds identifiers to active accounts (kyc-info) that could not be added while the customer waited (provider down). Reservations are retried by the virtual-account job. */
export const kycLinkJob: Job = {
  name: "kyc-link-retry",
  run: async (ctx) => {
    await retryDueKycLinks(ctx);
  },
};
