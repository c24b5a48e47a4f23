import type { Metadata } from "next";
import { OpsNav } from "@/components/admin/ops-nav";
import { PageHeader } from "@/components/admin/page-header";
import { PagedRows } from "@/components/admin/past-last-page";
import { ReferralSettingsForm } from "@/components/admin/referral-settings-form";
import { ReferralsTable } from "@/components/admin/referrals-table";
import { TableCard } from "@/components/admin/table-card";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { adminApi } from "@/lib/admin/admin-api";
import { pageFromParam } from "@/lib/admin/admin-format";
import { loadSection } from "@/lib/admin/load-section";
import { PAGE_SIZE } from "@/lib/contracts/common";
import { adminReferralsResponse } from "@/lib/contracts/referrals";
import { formatNaira } from "@/lib/money";
import { firstParam, type SearchParams } from "@/lib/search-params";
import styles from "@/components/admin/admin.module.css";
import { countText } from "@/lib/plural";

export const metadata: Metadata = { title: "Referrals · Admin" };

/** The referral programme (on/off, threshold, bonus) and every referral with its payout. */
export default async function AdminReferralsPage({ searchParams }: { searchParams: SearchParams }) {
  const page = pageFromParam(firstParam(await searchParams, "page"));
  const data = await loadSection(
    () =>
      adminApi("referrals", adminReferralsResponse, {
        search: new URLSearchParams({ page: String(page), per_page: String(PAGE_SIZE) }),
      }),
    { could: "Could not load referrals.", failed: "Failed to load referrals." },
  );
  return (
    <>
      <PageHeader title="Referrals" lead="The programme's terms and every referral with its payout." />
      <OpsNav current="/admin/referrals" />
      {data.ok ? (
        <div className={styles.stack}>
          <Card title="Programme">
            <p className={styles.sub}>
              {countText(data.data.totals.referrals, "referral")}, {data.data.totals.paid} paid,{" "}
              {formatNaira(data.data.totals.paid_amount)} in bonuses.
            </p>
            <ReferralSettingsForm settings={data.data.settings} />
          </Card>
          <TableCard title="Referrals" labelledBy="referrals-title">
            <PagedRows pagination={data.data.pagination} path="/admin/referrals">
              <ReferralsTable rows={data.data.referrals} />
            </PagedRows>
          </TableCard>
        </div>
      ) : (
        <Alert tone="error">{data.message}</Alert>
      )}
    </>
  );
}
