import type { Metadata } from "next";
import { PageHeader } from "@/components/admin/page-header";
import { PagedTableCard } from "@/components/admin/paged-table-card";
import { TransactionFilters } from "@/components/admin/transaction-filters";
import { TransactionsTable } from "@/components/admin/transactions-table";
import { adminApi } from "@/lib/admin/admin-api";
import { adminTransactionsResponse } from "@/lib/contracts/admin-transactions";
import { addSeekParams, pageFromParam } from "@/lib/admin/admin-format";
import { ADMIN_MSG } from "@/lib/admin/admin-messages";
import { listQuery } from "@/lib/admin/list-query";
import { optionValue, TRANSACTION_CHANNEL_OPTIONS } from "@/lib/admin/admin-filter-options";
import { loadSection } from "@/lib/admin/load-section";
import { firstParam, type SearchParams } from "@/lib/search-params";
import styles from "@/components/admin/admin.module.css";
import buttonStyles from "@/components/ui/button.module.css";

export const metadata: Metadata = { title: "Transactions · Admin" };

const FILTER_KEYS = ["status", "service", "channel", "search", "from", "to"] as const;

/** Every transaction, filtered in the URL (status, service, channel, search, Lagos date range), 8 a page. */
export default async function AdminTransactionsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const page = pageFromParam(firstParam(params, "page"));
  const filters = Object.fromEntries(FILTER_KEYS.map((k) => [k, firstParam(params, k).slice(0, 100)])) as Record<
    (typeof FILTER_KEYS)[number],
    string
  >;
  // A channel the API does not know would fail the whole list: no filter instead.
  filters.channel = optionValue(TRANSACTION_CHANNEL_OPTIONS, filters.channel);
  const query = listQuery(page, filters);
  addSeekParams(query, (k) => firstParam(params, k));
  const txs = await loadSection(() => adminApi("transactions", adminTransactionsResponse, { search: query }), {
    could: ADMIN_MSG.transactionsCould,
    failed: ADMIN_MSG.transactionsFailed,
  });
  const filtered = Object.values(filters).some(Boolean);
  const exportQuery = new URLSearchParams(Object.entries(filters).filter(([, v]) => v)).toString();
  return (
    <>
      <PageHeader
        title="Transactions"
        lead="Purchases, funding, refunds and cashback of every customer."
        total={txs.ok ? txs.data.pagination.total : undefined}
      />
      <TransactionFilters values={filters} />
      <div className={styles.toolbar}>
        {/* A plain link: the BFF streams the file with the same filters. */}
        <a
          className={`${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.small}`}
          href={`/api/admin/transactions/export.csv${exportQuery ? `?${exportQuery}` : ""}`}
          download
        >
          Download CSV
        </a>
      </div>
      <PagedTableCard label="Transactions" list={txs} path="/admin/transactions" params={filters}>
        {(data) => (
          <TransactionsTable
            rows={data.transactions}
            empty={filtered ? "No transactions match these filters." : "No transactions yet."}
          />
        )}
      </PagedTableCard>
    </>
  );
}
