import type { Metadata } from "next";
import { CasesCard } from "@/components/admin/cases-card";
import { DashboardCharts } from "@/components/admin/dashboard-charts";
import { PageHeader } from "@/components/admin/page-header";
import { PagedRows } from "@/components/admin/past-last-page";
import { ProviderAlertsPanel } from "@/components/admin/provider-alerts-panel";
import { StatCards } from "@/components/admin/stat-cards";
import { TableCard } from "@/components/admin/table-card";
import { TransactionsTable } from "@/components/admin/transactions-table";
import { Alert } from "@/components/ui/alert";
import { adminApi } from "@/lib/admin/admin-api";
import { pageFromParam } from "@/lib/admin/admin-format";
import { ADMIN_MSG } from "@/lib/admin/admin-messages";
import { loadSection } from "@/lib/admin/load-section";
import { adminStatsResponse, adminStatsSeriesResponse } from "@/lib/contracts/admin";
import { adminProviderAlertsResponse } from "@/lib/contracts/admin-alerts";
import { adminCasesSummaryResponse } from "@/lib/contracts/admin-cases";
import { adminTransactionsResponse } from "@/lib/contracts/admin-transactions";
import { firstParam, type SearchParams } from "@/lib/search-params";
import { PAGE_SIZE } from "@/lib/contracts/common";

export const metadata: Metadata = { title: "Admin dashboard" };

/**
 * Spec 2.13: the four cards and the paged transactions table; between them the 30-day charts.
 * Above them, when VTpass refuses purchases for our own account's sake, the provider alerts.
 */
export default async function AdminDashboardPage({ searchParams }: { searchParams: SearchParams }) {
  const page = pageFromParam(firstParam(await searchParams, "page"));
  const [alerts, stats, cases, series, txs] = await Promise.all([
    loadSection(() => adminApi("provider-alerts", adminProviderAlertsResponse), {
      could: "Could not load the provider alerts.",
      failed: "Failed to load the provider alerts.",
    }),
    loadSection(() => adminApi("stats", adminStatsResponse), {
      could: ADMIN_MSG.statsCould,
      failed: ADMIN_MSG.statsFailed,
    }),
    loadSection(() => adminApi("cases/summary", adminCasesSummaryResponse), {
      could: "Could not load the cases.",
      failed: "Failed to load the cases.",
    }),
    loadSection(
      () => adminApi("stats/series", adminStatsSeriesResponse, { search: new URLSearchParams({ days: "30" }) }),
      {
        could: "Could not load the charts.",
        failed: "Failed to load the charts.",
      },
    ),
    loadSection(
      () =>
        adminApi("transactions", adminTransactionsResponse, {
          search: new URLSearchParams({ page: String(page), per_page: String(PAGE_SIZE) }),
        }),
      {
        could: ADMIN_MSG.transactionsCould,
        failed: ADMIN_MSG.transactionsFailed,
      },
    ),
  ]);
  return (
    <>
      <PageHeader title="Dashboard" lead="Activity across every customer wallet." />
      {alerts.ok ? <ProviderAlertsPanel alerts={alerts.data.alerts} /> : <Alert tone="error">{alerts.message}</Alert>}
      {stats.ok ? <StatCards stats={stats.data.stats} /> : <Alert tone="error">{stats.message}</Alert>}
      {cases.ok ? <CasesCard summary={cases.data} /> : <Alert tone="error">{cases.message}</Alert>}
      {series.ok ? <DashboardCharts series={series.data.series} /> : <Alert tone="error">{series.message}</Alert>}
      <TableCard title="Recent transactions" labelledBy="recent-transactions">
        {txs.ok ? (
          <PagedRows pagination={txs.data.pagination} path="/admin/dashboard">
            <TransactionsTable rows={txs.data.transactions} />
          </PagedRows>
        ) : (
          <div style={{ padding: "0 1rem" }}>
            <Alert tone="error">{txs.message}</Alert>
          </div>
        )}
      </TableCard>
    </>
  );
}
