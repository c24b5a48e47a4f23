import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { CaseActions } from "@/components/admin/case-actions";
import { CaseBadge } from "@/components/admin/case-badge";
import { PageHeader } from "@/components/admin/page-header";
import { StatusBadge } from "@/components/admin/status-badge";
import { ageText } from "@/components/claims/case-dates";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { adminApi } from "@/lib/admin/admin-api";
import { formatAdminDateTime } from "@/lib/admin/admin-format";
import { loadSection } from "@/lib/admin/load-section";
import { ProductApiError } from "@/lib/api/product-api-error";
import { adminCaseResponse } from "@/lib/contracts/admin-cases";
import { CASE_KIND_LABELS } from "@/lib/contracts/claims";
import { isUuid } from "@/lib/contracts/common";
import { formatNaira } from "@/lib/money";
import styles from "@/components/admin/admin.module.css";

export const metadata: Metadata = { title: "Case · Admin" };

/** One case: what the customer said, what the product found, the purchase or funding, and the resolve actions. */
export default async function AdminCasePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const loaded = await loadSection(
    async () => {
      try {
        return await adminApi(`cases/${id}`, adminCaseResponse);
      } catch (err) {
        if (err instanceof ProductApiError && err.status === 404) return null;
        throw err;
      }
    },
    { could: "Could not load the case.", failed: "Failed to load the case." },
  );
  if (loaded.ok && !loaded.data) notFound();
  if (!loaded.ok || !loaded.data)
    return (
      <>
        <PageHeader title="Case" />
        <Alert tone="error">{loaded.ok ? "Could not load the case." : loaded.message}</Alert>
      </>
    );
  const { case: c, transaction: t } = loaded.data;
  return (
    <>
      <p style={{ margin: "0 0 0.5rem" }}>
        <Link className={styles.link} href="/admin/cases">
          ← Cases
        </Link>
      </p>
      <PageHeader title={`${CASE_KIND_LABELS[c.kind]} · ${formatNaira(c.amount)}`} lead={c.outcome} />
      <div className={styles.stack}>
        <div className={styles.grid2}>
          <Card title="Case">
            <dl className={styles.facts}>
              <dt>Status</dt>
              <dd>
                <CaseBadge status={c.status} />
              </dd>
              <dt>Age</dt>
              <dd>
                {ageText(c.age_seconds)} <span className={styles.sub}>opened {formatAdminDateTime(c.created_at)}</span>
              </dd>
              <dt>Customer</dt>
              <dd>
                <Link className={styles.link} href={`/admin/customers/${c.customer.id}`}>
                  {c.customer.name}
                </Link>
                <span className={styles.sub}>{c.customer.email}</span>
              </dd>
              {c.sent_on && (
                <>
                  <dt>Sent on</dt>
                  <dd>{c.sent_on}</dd>
                </>
              )}
              {c.customer_reference && (
                <>
                  <dt>Customer&apos;s reference</dt>
                  <dd className={styles.mono}>{c.customer_reference}</dd>
                </>
              )}
              {c.provider_reference && (
                <>
                  <dt>Provider reference</dt>
                  <dd className={styles.mono}>{c.provider_reference}</dd>
                </>
              )}
              {t && (
                <>
                  <dt>{c.kind === "purchase_dispute" ? "Purchase" : "Funding"}</dt>
                  <dd>
                    <Link className={`${styles.link} ${styles.mono}`} href={`/admin/transactions/${t.id}`}>
                      {t.reference}
                    </Link>{" "}
                    <StatusBadge status={t.status} kind="transaction" />
                  </dd>
                </>
              )}
              {c.notes && (
                <>
                  <dt>Notes</dt>
                  <dd style={{ whiteSpace: "pre-wrap" }}>{c.notes}</dd>
                </>
              )}
              {c.reply && (
                <>
                  <dt>Reply sent</dt>
                  <dd style={{ whiteSpace: "pre-wrap" }} data-testid="case-reply">
                    {c.reply}
                    {c.replied_at && <span className={styles.sub}>{formatAdminDateTime(c.replied_at)}</span>}
                  </dd>
                </>
              )}
            </dl>
          </Card>
          <CaseActions
            item={c}
            canRequery={t?.status === "pending"}
            canRefund={t !== null && t.status === "failed" && !t.refunded}
          />
        </div>
      </div>
    </>
  );
}
