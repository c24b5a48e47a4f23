import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { CustomerStatusButton } from "@/components/admin/customer-status-button";
import { GrantLevelForm } from "@/components/admin/grant-level-form";
import { adminLevelsResponse } from "@/lib/contracts/levels";
import { PageHeader } from "@/components/admin/page-header";
import { StatusBadge } from "@/components/admin/status-badge";
import { TableCard } from "@/components/admin/table-card";
import { TransactionsTable } from "@/components/admin/transactions-table";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { adminApi } from "@/lib/admin/admin-api";
import { formatAdminDateTime, pageFromParam } from "@/lib/admin/admin-format";
import { ADMIN_MSG } from "@/lib/admin/admin-messages";
import { loadSection } from "@/lib/admin/load-section";
import { ProductApiError } from "@/lib/api/product-api-error";
import { adminCustomerResponse } from "@/lib/contracts/admin-customers";
import { adminTransactionsResponse } from "@/lib/contracts/admin-transactions";
import { isUuid, PAGE_SIZE } from "@/lib/contracts/common";
import { formatNaira } from "@/lib/money";
import { firstParam, type SearchParams } from "@/lib/search-params";
import styles from "@/components/admin/admin.module.css";
import { PagedRows } from "@/components/admin/past-last-page";

export const metadata: Metadata = { title: "Customer · Admin" };

const KYC_LABEL: Record<string, string> = {
  not_submitted: "Not submitted",
  submitted: "Submitted, being checked",
  verified: "Verified",
  failed: "Failed",
};

/** One customer: profile, KYC, balance and reserved account, suspend/reactivate, and the paged history. */
export default async function AdminCustomerPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: SearchParams;
}) {
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const page = pageFromParam(firstParam(await searchParams, "page"));
  const [detail, history, levels] = await Promise.all([
    loadSection(
      async () => {
        try {
          return await adminApi(`customers/${id}`, adminCustomerResponse);
        } catch (err) {
          if (err instanceof ProductApiError && err.status === 404) return null;
          throw err;
        }
      },
      { could: ADMIN_MSG.customersCould, failed: ADMIN_MSG.customersFailed },
    ),
    loadSection(
      () =>
        adminApi("transactions", adminTransactionsResponse, {
          search: new URLSearchParams({ customer_id: id, page: String(page), per_page: String(PAGE_SIZE) }),
        }),
      {
        could: ADMIN_MSG.transactionsCould,
        failed: ADMIN_MSG.transactionsFailed,
      },
    ),
    loadSection(() => adminApi("levels", adminLevelsResponse), {
      could: "Could not load the levels.",
      failed: "Failed to load the levels.",
    }),
  ]);
  if (detail.ok && !detail.data) notFound();
  if (!detail.ok || !detail.data)
    return (
      <>
        <PageHeader title="Customer" />
        <Alert tone="error">{detail.ok ? ADMIN_MSG.customersCould : detail.message}</Alert>
      </>
    );
  const { customer: c, kyc, virtual_account: va, totals } = detail.data;
  return (
    <>
      <p style={{ margin: "0 0 0.5rem" }}>
        <Link className={styles.link} href="/admin/customers">
          ← Customers
        </Link>
      </p>
      <PageHeader title={c.name} lead={c.email} />
      <div className={styles.stack}>
        <ul className={styles.cards} aria-label="Customer summary" style={{ margin: 0 }}>
          {[
            { label: "Balance", value: formatNaira(c.balance) },
            { label: "Amount spent", value: formatNaira(totals.amount_spent) },
            { label: "Cashback", value: formatNaira(totals.cashback) },
            {
              label: "Transactions",
              value: String(totals.transactions),
              note: totals.pending_purchases ? `${totals.pending_purchases} pending` : undefined,
            },
          ].map((x) => (
            <li key={x.label} className={styles.statCard}>
              <p className={styles.statLabel}>{x.label}</p>
              <p className={styles.statValue}>{x.value}</p>
              {x.note && <p className={styles.statNote}>{x.note}</p>}
            </li>
          ))}
        </ul>
        <div className={styles.grid2}>
          <Card title="Profile">
            <dl className={styles.facts}>
              <dt>Status</dt>
              <dd>
                <StatusBadge status={c.status} kind="account" />
              </dd>
              <dt>Phone</dt>
              <dd>{c.phone}</dd>
              <dt>Email verified</dt>
              <dd>{c.email_verified ? "Yes" : "No"}</dd>
              <dt>Joined</dt>
              <dd>{formatAdminDateTime(c.created_at)}</dd>
              <dt>Price level</dt>
              <dd>
                {levels.ok ? (
                  <GrantLevelForm customerId={c.id} levels={levels.data.levels} />
                ) : (
                  <span className={styles.sub}>{levels.message}</span>
                )}
              </dd>
              <dt>Access</dt>
              <dd>
                <CustomerStatusButton customer={c} />
                <span className={styles.sub}>
                  {c.status === "suspended"
                    ? "Cannot log in or buy until reactivated."
                    : "Suspending signs them out everywhere."}
                </span>
              </dd>
            </dl>
          </Card>
          <Card title="KYC and reserved account">
            <dl className={styles.facts}>
              <dt>KYC</dt>
              <dd>
                {KYC_LABEL[kyc?.status ?? c.kyc_status] ?? kyc?.status ?? c.kyc_status}
                {kyc && (
                  <span className={styles.sub}>
                    {kyc.id_type.toUpperCase()} ending {kyc.id_number_last4}, {kyc.full_name},{" "}
                    {formatAdminDateTime(kyc.submitted_at)}
                    {kyc.failure_reason ? ` · ${kyc.failure_reason}` : ""}
                  </span>
                )}
              </dd>
              <dt>Account</dt>
              <dd>
                {va ? (
                  <>
                    <span className={styles.mono}>{va.account_number ?? "Not assigned yet"}</span>
                    <span className={styles.sub}>
                      {[va.bank_name, va.account_name].filter(Boolean).join(" · ")} ({va.status})
                    </span>
                  </>
                ) : (
                  "None"
                )}
              </dd>
            </dl>
          </Card>
        </div>
        <TableCard title="History" labelledBy="customer-history">
          {history.ok ? (
            <PagedRows pagination={history.data.pagination} path={`/admin/customers/${id}`}>
              <TransactionsTable rows={history.data.transactions} empty="No transactions yet." />
            </PagedRows>
          ) : (
            <div style={{ padding: "0 1rem" }}>
              <Alert tone="error">{history.message}</Alert>
            </div>
          )}
        </TableCard>
      </div>
    </>
  );
}
