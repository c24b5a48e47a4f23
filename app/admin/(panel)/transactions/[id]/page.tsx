import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AccountCodeText } from "@/components/admin/account-code-text";
import { AuditLogTable } from "@/components/admin/audit-log-table";
import { PageHeader } from "@/components/admin/page-header";
import { PurchaseActions } from "@/components/admin/purchase-actions";
import { StatusBadge } from "@/components/admin/status-badge";
import { TableCard } from "@/components/admin/table-card";
import { typeLabel } from "@/components/transactions/transaction-display";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { adminApi } from "@/lib/admin/admin-api";
import { formatAdminDateTime, serviceName } from "@/lib/admin/admin-format";
import { loadSection } from "@/lib/admin/load-section";
import { ProductApiError } from "@/lib/api/product-api-error";
import { adminTransactionResponse } from "@/lib/contracts/admin-transactions";
import { isUuid } from "@/lib/contracts/common";
import { formatKobo, formatNaira } from "@/lib/money";
import { PURCHASE_CHANNEL_LABELS } from "@/lib/purchase-channels";
import styles from "@/components/admin/admin.module.css";

export const metadata: Metadata = { title: "Transaction · Admin" };

/** "Airtime purchase", "Data refund", "Wallet funding", "Invoice Payment", "Level upgrade" (not "Wallet funding funding"). */
function transactionTitle(service: string, type: string): string {
  if (type === "purchase" || type === "refund" || type === "cashback") return `${serviceName(service)} ${type}`;
  return type === "funding" ? serviceName(service) : typeLabel(type);
}

/** An invoice payment's facts (server/merchant/invoice-payment.ts): Monnify's status, and the invoice's amount when it differs. */
function invoicePaymentFacts(d: Record<string, unknown>) {
  const status = typeof d.payment_status === "string" ? d.payment_status : null;
  const invoiceKobo = typeof d.invoice_amount_kobo === "number" ? d.invoice_amount_kobo : null;
  if (!status && invoiceKobo === null) return null;
  return {
    reference: typeof d.invoice_reference === "string" ? d.invoice_reference : "—",
    invoiceAmount: invoiceKobo === null ? "—" : formatKobo(invoiceKobo),
    status: (status ?? "PAID").replace(/_/g, " "),
    note:
      status === "OVERPAID"
        ? "Paid more than the invoice; the amount paid was credited."
        : status === "PARTIALLY_PAID"
          ? "Paid less than the invoice; the amount paid was credited."
          : null,
  };
}

/** One transaction: what happened, what the provider answered, the ledger entries, and the actions. */
export default async function AdminTransactionPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const loaded = await loadSection(
    async () => {
      try {
        return await adminApi(`transactions/${id}`, adminTransactionResponse);
      } catch (err) {
        if (err instanceof ProductApiError && err.status === 404) return null;
        throw err;
      }
    },
    { could: "Could not load the transaction.", failed: "Failed to load the transaction." },
  );
  if (loaded.ok && !loaded.data) notFound();
  if (!loaded.ok || !loaded.data)
    return (
      <>
        <PageHeader title="Transaction" />
        <Alert tone="error">{loaded.ok ? "Could not load the transaction." : loaded.message}</Alert>
      </>
    );
  const { transaction: t, customer, provider, history, ledger_entries: entries, related, audit, actions } = loaded.data;
  const failureReason = typeof t.details.failure_reason === "string" ? t.details.failure_reason : null;
  const invoicePayment = t.type === "invoice_payment" ? invoicePaymentFacts(t.details) : null;
  return (
    <>
      <p style={{ margin: "0 0 0.5rem" }}>
        <Link className={styles.link} href="/admin/transactions">
          ← Transactions
        </Link>
      </p>
      <PageHeader title={transactionTitle(t.service, t.type)} lead={`Reference ${t.reference}`} />
      <div className={styles.stack}>
        <div className={styles.grid2}>
          <Card title="Transaction">
            <dl className={styles.facts}>
              <dt>Status</dt>
              <dd>
                <StatusBadge status={t.status} kind="transaction" />{" "}
                {t.type === "purchase" && (t.status === "failed" || t.status === "reversed") && (
                  <span className={styles.sub}>{t.refunded ? "Refunded to the wallet" : "Not refunded"}</span>
                )}
              </dd>
              <dt>Amount</dt>
              <dd>{formatNaira(t.amount)}</dd>
              <dt>Commission</dt>
              <dd>{formatNaira(t.commission)}</dd>
              <dt>Cashback</dt>
              <dd>{formatNaira(t.cashback)}</dd>
              <dt>Date/Time</dt>
              <dd>{formatAdminDateTime(t.date)}</dd>
              <dt>Updated</dt>
              <dd>{formatAdminDateTime(t.updated_at)}</dd>
              <dt>Reference</dt>
              <dd className={styles.mono}>{t.reference}</dd>
              {t.request_id && (
                <>
                  <dt>Client request id</dt>
                  <dd className={styles.mono}>{t.request_id}</dd>
                </>
              )}
              {t.channel && (
                <>
                  <dt>Channel</dt>
                  <dd data-testid="purchase-channel">{PURCHASE_CHANNEL_LABELS[t.channel]}</dd>
                </>
              )}
              {t.provider_reference && (
                <>
                  <dt>Provider reference</dt>
                  <dd className={styles.mono}>{t.provider_reference}</dd>
                </>
              )}
              {failureReason && (
                <>
                  <dt>Failure</dt>
                  <dd>{failureReason}</dd>
                </>
              )}
              {invoicePayment && (
                <>
                  <dt>Invoice</dt>
                  <dd className={styles.mono}>{invoicePayment.reference}</dd>
                  <dt>Invoice amount</dt>
                  <dd>{invoicePayment.invoiceAmount}</dd>
                  <dt>Monnify status</dt>
                  <dd data-testid="invoice-payment-status">
                    {invoicePayment.status}
                    {invoicePayment.note && <span className={styles.sub}>{invoicePayment.note}</span>}
                  </dd>
                </>
              )}
            </dl>
          </Card>
          <Card title="Customer">
            <dl className={styles.facts}>
              <dt>Name</dt>
              <dd>
                <Link className={styles.link} href={`/admin/customers/${customer.id}`}>
                  {customer.name}
                </Link>
              </dd>
              <dt>Email</dt>
              <dd>{customer.email}</dd>
              <dt>Phone</dt>
              <dd>{customer.phone}</dd>
              <dt>Status</dt>
              <dd>
                <StatusBadge status={customer.status} kind="account" />
              </dd>
            </dl>
          </Card>
        </div>

        {history.length > 1 && (
          <Card title="History">
            <ol className={styles.timeline} data-testid="transaction-history">
              {history.map((h, i) => (
                <li key={`${h.status}-${i}`}>
                  <span>
                    <StatusBadge status={h.status} kind="transaction" />
                    <span className={`${styles.sub} ${styles.nowrap}`}>{formatAdminDateTime(h.at)}</span>
                  </span>
                  <p>{h.note}</p>
                </li>
              ))}
            </ol>
          </Card>
        )}

        <PurchaseActions
          id={t.id}
          canRequery={actions.can_requery}
          canRefund={actions.can_refund}
          amountLabel={formatNaira(t.amount)}
        />

        {provider && (
          <Card title="Provider request and answers">
            <dl className={styles.facts}>
              <dt>Provider</dt>
              <dd>{provider.provider === "vtpass" ? "VTpass" : provider.provider}</dd>
              <dt>Request id</dt>
              <dd className={styles.mono}>{provider.request_id}</dd>
              <dt>Last answer</dt>
              <dd>
                {provider.last_outcome ?? "none yet"}
                {provider.last_code ? ` (code ${provider.last_code})` : ""}
                {provider.last_reason && <span className={styles.sub}>{provider.last_reason}</span>}
              </dd>
              <dt>Re-queries</dt>
              <dd>{provider.attempts}</dd>
              <dt>Next check</dt>
              <dd>{provider.next_check_at ? formatAdminDateTime(provider.next_check_at) : "None (final)"}</dd>
              <dt>Sent</dt>
              <dd>{formatAdminDateTime(provider.created_at)}</dd>
              <dt>Final</dt>
              <dd>{provider.finalized_at ? formatAdminDateTime(provider.finalized_at) : "Not yet"}</dd>
            </dl>
            <h3 style={{ fontSize: "0.9375rem", margin: "1rem 0 0.5rem" }}>Pay request sent</h3>
            <pre className={styles.code} tabIndex={0} role="region" aria-label="Pay request sent">
              {JSON.stringify(provider.payload, null, 2)}
            </pre>
          </Card>
        )}

        <TableCard title="Ledger entries" labelledBy="ledger-entries">
          {entries.length === 0 ? (
            <p className={styles.empty}>No ledger entries.</p>
          ) : (
            <table className={styles.table}>
              <caption className="visually-hidden">Ledger entries</caption>
              <thead>
                <tr>
                  <th scope="col">Journal</th>
                  <th scope="col">Account</th>
                  <th scope="col" className={styles.num}>
                    Amount
                  </th>
                  <th scope="col">Posted</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((e, i) => (
                  <tr key={`${e.journal_id}-${i}`}>
                    <td data-label="Journal">
                      <div className={styles.cellBody}>
                        {e.journal_kind}
                        <span className={`${styles.sub} ${styles.mono}`}>{e.idempotency_key}</span>
                      </div>
                    </td>
                    <td data-label="Account">
                      <div className={`${styles.cellBody} ${styles.accountCode}`}>
                        {e.account === "wallet" ? "Customer wallet" : <AccountCodeText code={e.account} />}
                      </div>
                    </td>
                    <td data-label="Amount" className={styles.num}>
                      <div className={styles.cellBody}>
                        {e.amount > 0 ? `+${formatNaira(e.amount)}` : `−${formatNaira(-e.amount)}`}
                      </div>
                    </td>
                    <td data-label="Posted">
                      <div className={styles.cellBody}>
                        <span className={styles.nowrap}>{formatAdminDateTime(e.created_at)}</span>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </TableCard>

        {related.length > 0 && (
          <Card title="Related">
            <ul style={{ margin: 0, paddingLeft: "1.25rem" }}>
              {related.map((r) => (
                <li key={r.id}>
                  <Link className={styles.link} href={`/admin/transactions/${r.id}`}>
                    {r.type} {formatNaira(r.amount)}
                  </Link>{" "}
                  {r.status !== "successful" && <StatusBadge status={r.status} kind="transaction" />}{" "}
                  <span className={styles.mono}>{r.reference}</span> · {formatAdminDateTime(r.date)}
                </li>
              ))}
            </ul>
          </Card>
        )}

        <TableCard title="Admin actions on this transaction" labelledBy="transaction-audit">
          <AuditLogTable rows={audit} empty="No admin action on this transaction yet." />
        </TableCard>
      </div>
    </>
  );
}
