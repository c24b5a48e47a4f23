import type { Job } from "../job";
export const bulkPurchaseJob: Job = { name: "bulk-purchases", run: async () => {} };
