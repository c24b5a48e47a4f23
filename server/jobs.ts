import type { Log } from "./accounts/logger";
import type { AppContext } from "./http/context";
import type { Job } from "./job";
import { virtualAccountRetryJob } from "./wallet/virtual-account-job";
import { purchaseRequeryJob } from "./purchases/requery-job";
import { accountsCleanupJob } from "./accounts/cleanup-job";
import { kycLinkJob } from "./merchant/kyc-link-job";
import { vtpassSandboxJob } from "./providers/vtpass/vtpass-simulator";
import { rejectedDeliveriesPruneJob } from "./webhooks/rejected-deliveries";
import { monthlyStatementEmailJob } from "./statements/monthly-email-job";
import { testModeJob } from "./partner/test-mode-job";
import { notificationDeliveryJob } from "./notifications/deliver-job";
import { scheduledPurchasesJob } from "./schedules/runs";
import { webhookDeliveryJob } from "./partner-webhooks/delivery-job";
import { bulkPurchaseJob } from "./bulk/bulk-job";
import { transactionTotalsJob } from "./admin/transaction-totals-job";

/** Every job of the product; the domains add theirs here. */
export const jobs: Job[] = [
  virtualAccountRetryJob,
  purchaseRequeryJob,
  accountsCleanupJob,
  kycLinkJob,
  vtpassSandboxJob,
  rejectedDeliveriesPruneJob,
  monthlyStatementEmailJob,
  testModeJob,
  notificationDeliveryJob,
  scheduledPurchasesJob,
  webhookDeliveryJob,
  bulkPurchaseJob,
  transactionTotalsJob,
];

export function startJobs(ctx: AppContext, log: Log): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    for (const job of jobs) {
      if (stopped) return;
      try {
        await job.run(ctx, log);
      } catch (err) {
        log.error({ err, job: job.name }, "job failed");
      }
    }
    if (!stopped) timer = setTimeout(tick, ctx.config.JOB_INTERVAL_MS);
  };
  timer = setTimeout(tick, ctx.config.JOB_INTERVAL_MS);
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
