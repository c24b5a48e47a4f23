import type { Job } from "../job";
import { purchaseRequeryJob } from "../purchases/requery-job";
import { vtpassSandboxJob } from "../providers/vtpass/vtpass-simulator";
import { deliverDueWebhooks } from "../partner-webhooks/delivery-job";
import { openedTestMode } from "./test-mode";

/**
 * Test mode's pending purchases move on like live ones: its simulator settles by the clock and
 * the re-query job asks it again, and its webhook events are delivered, all on the test-mode
 * context only (once test mode was opened).
 */
export const testModeJob: Job = {
  name: "partner-test-mode",
  run: async (ctx, log) => {
    const mode = openedTestMode(ctx);
    if (!mode) return;
    const test = await mode.catch(() => null);
    if (!test) return;
    await vtpassSandboxJob.run(test.ctx, log);
    await purchaseRequeryJob.run(test.ctx, log);
    // The same claim, order, retries and address checks as live deliveries, on the test database.
    await deliverDueWebhooks(test.ctx, log);
  },
};
