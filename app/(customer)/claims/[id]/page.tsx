import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CaseStatusBadge } from "@/components/claims/case-status-badge";
import { lagosDateTime } from "@/components/claims/case-dates";
import page from "@/components/ui/page-column.module.css";
import styles from "@/components/claims/claims.module.css";
import { ButtonLink } from "@/components/ui/button";
import { BackLink } from "@/components/ui/back-link";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/wallet/page-header";
import { customerApi } from "@/lib/api/customer-api";
import { ProductApiError } from "@/lib/api/product-api";
import { CASE_KIND_LABELS, claimResponse, type CaseView } from "@/lib/contracts/claims";
import { isUuid } from "@/lib/contracts/common";
import { formatNaira } from "@/lib/money";
import { formatDay } from "@/lib/dates";

export const metadata: Metadata = { title: "Claim" };

async function ownClaim(id: string): Promise<CaseView | null> {
  if (!isUuid(id)) return null;
  try {
    return (await customerApi(`claims/${id}`, claimResponse)).claim;
  } catch (err) {
    if (err instanceof ProductApiError && err.status === 404) return null;
    throw err;
  }
}

/** One claim or dispute of the customer's: its status, what we found and the reply we sent. */
export default async function ClaimPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const c = await ownClaim(id);
  if (!c) notFound();
  const facts: [string, string, boolean?][] = [
    ["Amount", formatNaira(c.amount)],
    ["Opened", lagosDateTime(c.created_at)],
    ...(c.sent_on ? ([["Sent on", formatDay(c.sent_on)]] as [string, string][]) : []),
    ...(c.customer_reference ? ([["Your reference", c.customer_reference, true]] as [string, string, boolean][]) : []),
    ...(c.provider_reference
      ? ([["Provider reference", c.provider_reference, true]] as [string, string, boolean][])
      : []),
    ...(c.closed_at ? ([["Closed", lagosDateTime(c.closed_at)]] as [string, string][]) : []),
  ];
  return (
    <div className={page.page} data-testid="claim-page">
      <BackLink href="/claims">My claims</BackLink>
      <PageHeader
        title={CASE_KIND_LABELS[c.kind]}
        description={c.outcome}
        actions={<CaseStatusBadge status={c.status} />}
      />
      {c.reply && (
        <Card title="Our reply" titleAs="h2">
          <p className={styles.reply} data-testid="claim-reply">
            {c.reply}
          </p>
        </Card>
      )}
      <Card title="Details" titleAs="h2">
        <dl className={styles.facts}>
          {facts.map(([label, value, mono]) => (
            <div key={label} className={styles.fact}>
              <dt>{label}</dt>
              <dd className={mono ? styles.mono : undefined}>{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      {c.transaction_id && (
        <div className={styles.actions}>
          <ButtonLink href={`/transactions/${c.transaction_id}`} variant="secondary">
            {c.kind === "deposit_claim" ? "View the receipt" : "View the purchase"}
          </ButtonLink>
        </div>
      )}
    </div>
  );
}
