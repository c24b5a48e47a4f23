import type { Metadata } from "next";
import { EarnHub } from "@/components/make-money/earn-hub";
import { UpgradeCard } from "@/components/make-money/upgrade-card";
import { UpgradedNotice } from "@/components/make-money/upgraded-notice";
import styles from "@/components/make-money/make-money.module.css";
import { Card } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { PageHeader } from "@/components/wallet/page-header";
import { customerApi } from "@/lib/api/customer-api";
import { formatLagosDateTimeText } from "@/lib/dates";
import { LEVEL_MSG, myLevelResponse } from "@/lib/contracts/levels";
import { myReferralsResponse } from "@/lib/contracts/referrals";
import { formatNaira } from "@/lib/money";
import { BILL_SERVICES, SERVICE_KEYS } from "@/lib/purchases/service-catalog";
import { referralStatusText, referralTerms } from "@/lib/referrals/referral-terms";

export const metadata: Metadata = { title: "Make Money" };

/**
 * Make Money (issue 20), which the sidebar's "Make Money" and "Get Paid" and the bottom bar's
 * Business > "Get Paid" open: the hub of every way to earn (bulk, API keys, webhooks, the docs,
 * referrals, invoices), the customer's level and prices, the upgrade to Reseller, the referral link.
 */
export default async function MakeMoneyPage({ searchParams }: { searchParams: Promise<{ upgraded?: string }> }) {
  // After a paid upgrade the card goes (the level is bought); the page says so once, from the URL
  // (UpgradedNotice then takes the query out of the address).
  const { upgraded } = await searchParams;
  const [levels, referrals] = await Promise.all([
    customerApi("levels", myLevelResponse),
    customerApi("referrals", myReferralsResponse),
  ]);
  const next = levels.levels.find((l) => l.rank > levels.level.rank && l.upgrade_fee !== null);
  const shown = levels.levels.filter((l) => l.discounts.length > 0 || l.code === levels.level.code);
  return (
    <div className={styles.page}>
      <PageHeader
        title="Make Money"
        description="Resell airtime, data and bills for less, sell from your own app, get paid by your customers, and earn a bonus for every friend you invite."
      />
      {upgraded === levels.level.code && <UpgradedNotice message={LEVEL_MSG.upgraded(levels.level.name)} />}
      <Card title="Ways to earn" titleAs="h2" id="ways">
        <EarnHub reseller={levels.level.rank > 0} referrals={referrals} />
      </Card>
      <Card title="Your level" titleAs="h2">
        <p>
          You are a <span className={styles.badge}>{levels.level.name}</span>
        </p>
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Discounts by level, table">
          <table className={styles.table} aria-label="Discounts by level">
            <thead>
              <tr>
                <th scope="col">Service</th>
                {shown.map((l) => (
                  <th key={l.code} scope="col">
                    {l.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {SERVICE_KEYS.map((service) => {
                if (!shown.some((l) => l.discounts.some((d) => d.service === service))) return null;
                // The name customers read everywhere ("Cable TV"), not the API's operator label ("PayTV").
                return (
                  <tr key={service}>
                    <th scope="row">{BILL_SERVICES[service].name}</th>
                    {shown.map((l) => {
                      const d = l.discounts.find((x) => x.service === service);
                      return <td key={l.code}>{d?.percent ? `${d.percent}% off` : "List price"}</td>;
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </Card>
      {next && next.upgrade_fee !== null && (
        <Card title={`Become a ${next.name}`} titleAs="h2">
          <UpgradeCard level={next.code} name={next.name} fee={next.upgrade_fee} />
        </Card>
      )}
      <Card title="Invite friends" titleAs="h2" id="invite">
        {referrals.enabled ? (
          <p className={styles.intro} data-testid="referral-terms">
            {referralTerms(referrals)}
          </p>
        ) : (
          <p className={styles.intro}>
            The referral programme is paused, so there is no link to share for now. What your referrals earned stays
            below.
          </p>
        )}
        {/* The API gives no code or link while the programme is paused: a link then would link no one. */}
        {referrals.code !== null && referrals.link !== null && (
          <>
            <p>
              Your code: <strong data-testid="referral-code">{referrals.code}</strong>
            </p>
            <div className={styles.link}>
              <span data-testid="referral-link">{referrals.link}</span>
              <CopyButton value={referrals.link} label="referral link" />
            </div>
          </>
        )}
        <h3>Your referrals</h3>
        <p>Earned so far: {formatNaira(referrals.earned)}</p>
        {referrals.referrals.length === 0 ? (
          <p className={styles.muted}>
            {referrals.enabled ? "No one has joined with your link yet." : "No referrals yet."}
          </p>
        ) : (
          <>
            {referrals.total > referrals.referrals.length && (
              <p className={styles.muted}>
                The latest {referrals.referrals.length} of your {referrals.total} referrals.
              </p>
            )}
            <ul className={styles.list} aria-label="Your referrals">
              {referrals.referrals.map((r, i) => (
                <li key={`${r.created_at}-${i}`} className={styles.item}>
                  <span>{r.name}</span>
                  <span>
                    {referralStatusText(r.status, referrals)}
                    {r.bonus !== null && r.status === "paid" ? ` · ${formatNaira(r.bonus)}` : ""}
                  </span>
                  <span className={styles.muted}>Joined {formatLagosDateTimeText(r.created_at)}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </Card>
    </div>
  );
}
