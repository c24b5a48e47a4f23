import type { Job } from "../job";
import { retryDueKycLinks } from "./kyc-service";

/** Links KYC submissions that could not be linked while the customer waited (provider down, account not reserved yet). */
export const kycLinkJob: Job = {
  name: "kyc-link-retry",
  run: async (ctx) => {
    await retryDueKycLinks(ctx);
  },
};
