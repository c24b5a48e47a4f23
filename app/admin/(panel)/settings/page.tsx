import type { Metadata } from "next";
import { CashbackRatesForm } from "@/components/admin/cashback-rates-form";
import { LedgerCheckResult } from "@/components/admin/ledger-check-result";
import { PageHeader } from "@/components/admin/page-header";
import { PaginationNav } from "@/components/admin/pagination-nav";
import { TableCard } from "@/components/admin/table-card";
import { WebhookOutcomeFilter } from "@/components/admin/webhook-outcome-filter";
import { WebhookEventsTable } from "@/components/admin/webhook-events-table";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { adminApi } from "@/lib/admin/admin-api";
import { cashbackRatesAnswer, ledgerCheckAnswer, WEBHOOK_OUTCOME_OPTIONS, webhookEventsAnswer } from "@/lib/admin/admin-contracts";
import { pageFromParam } from "@/lib/admin/admin-format";
import { loadSection } from "@/lib/admin/load-section";
import { firstParam, type SearchParams } from "@/lib/search-params";
import styles from "@/components/admin/admin.module.css";

export const metadata: Metadata = { title: "Settings · Admin" };

/** Cashback rates per service, the ledger check, and the webhook log. */
export default async function AdminSettingsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const page = pageFromParam(firstParam(params, "page"));
  const raw = firstParam(params, "outcome");
  const outcome = (WEBHOOK_OUTCOME_OPTIONS as readonly string[]).includes(raw) ? raw : "";
  const eventsQuery = new URLSearchParams({ page: String(page), per_page: "8" });
  if (outcome) eventsQuery.set("outcome", outcome);
  const [rates, ledger, events] = await Promise.all([
    loadSection(() => adminApi("settings/cashback-rates", cashbackRatesAnswer), { could: "Could not load cashback rates.", failed: "Failed to load cashback rates." }),
    loadSection(() => adminApi("ledger-check", ledgerCheckAnswer, { timeoutMs: 30_000 }), { could: "Could not run the ledger check.", failed: "Failed to run the ledger check." }),
    loadSection(() => adminApi("webhook-events", webhookEventsAnswer, { search: eventsQuery }), { could: "Could not load webhook events.", failed: "Failed to load webhook events." }),
  ]);
  return (
    <>
      <PageHeader title="Settings" lead="Cashback, ledger health and payment notifications." />
      <div className={styles.stack}>
        <Card title="Cashback rates">
          {rates.ok ? <CashbackRatesForm rates={rates.data.rates} /> : <Alert tone="error">{rates.message}</Alert>}
        </Card>
        <Card title="Ledger check">{ledger.ok ? <LedgerCheckResult report={ledger.data.report} /> : <Alert tone="error">{ledger.message}</Alert>}</Card>
        <TableCard title="Webhook events" labelledBy="webhook-events">
          <WebhookOutcomeFilter value={outcome} />
          {events.ok ? (
            <>
              <WebhookEventsTable rows={events.data.events} />
              <PaginationNav pagination={events.data.pagination} path="/admin/settings" params={{ outcome }} />
            </>
          ) : (
            <div style={{ padding: "0 1rem" }}>
              <Alert tone="error">{events.message}</Alert>
            </div>
          )}
        </TableCard>
      </div>
    </>
  );
}
