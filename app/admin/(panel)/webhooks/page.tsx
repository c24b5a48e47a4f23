import type { Metadata } from "next";
import { OpsNav } from "@/components/admin/ops-nav";
import { PageHeader } from "@/components/admin/page-header";
import { PagedTableCard } from "@/components/admin/paged-table-card";
import { WebhookEventsTable } from "@/components/admin/webhook-events-table";
import { WebhookOutcomeFilter } from "@/components/admin/webhook-outcome-filter";
import { adminApi } from "@/lib/admin/admin-api";
import { optionValue, WEBHOOK_OUTCOME_OPTIONS } from "@/lib/admin/admin-filter-options";
import { pageFromParam } from "@/lib/admin/admin-format";
import { listQuery } from "@/lib/admin/list-query";
import { loadSection } from "@/lib/admin/load-section";
import { adminWebhookEventsResponse } from "@/lib/contracts/admin-webhooks";
import { firstParam, type SearchParams } from "@/lib/search-params";
import styles from "@/components/admin/admin.module.css";

export const metadata: Metadata = { title: "Webhook log · Admin" };

const count = new Intl.NumberFormat("en-NG");

/** Every Monnify webhook delivery stored: received, verified, credited, duplicate, rejected. */
export default async function AdminWebhooksPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const page = pageFromParam(firstParam(params, "page"));
  const outcome = optionValue(WEBHOOK_OUTCOME_OPTIONS, firstParam(params, "outcome"));
  const search = firstParam(params, "search").slice(0, 100);
  const query = listQuery(page, { outcome, search });
  const events = await loadSection(() => adminApi("webhook-events", adminWebhookEventsResponse, { search: query }), {
    could: "Could not load webhook events.",
    failed: "Failed to load webhook events.",
  });
  const c = events.ok ? events.data.counts : null;
  return (
    <>
      <PageHeader
        title="Webhook log"
        lead="Monnify payment notifications as received, and what became of each. Deliveries with a bad signature keep only their first 2 KB, size and sender, and are deleted after 30 days. VTpass callbacks are not stored: the engine re-queries VTpass before it applies one."
      />
      <OpsNav current="/admin/webhooks" />
      {c && (
        <ul className={styles.counts} aria-label="Webhook deliveries">
          {[
            ["Received", c.received],
            ["Signature verified", c.verified],
            ["Credited", c.credited],
            ["Duplicate", c.duplicate],
            ["Rejected (bad signature)", c.rejected],
          ].map(([label, n]) => (
            <li key={label} className={styles.statCard}>
              <p className={styles.statLabel}>{label}</p>
              <p className={styles.statValue}>{count.format(Number(n))}</p>
            </li>
          ))}
        </ul>
      )}
      <WebhookOutcomeFilter value={outcome} search={search} />
      <PagedTableCard label="Webhook events" list={events} path="/admin/webhooks" params={{ outcome, search }}>
        {(data) => <WebhookEventsTable rows={data.events} />}
      </PagedTableCard>
    </>
  );
}
