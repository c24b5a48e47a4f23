"use client";
import { clientOnlyLazy } from "@/components/ui/client-only-lazy";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { InsightsResponse } from "@/lib/contracts/insights";
import { formatMonth } from "@/lib/dates";
import { formatKobo, koboToNaira } from "@/lib/money";
import { BILL_SERVICES, isServiceKey } from "@/lib/purchases/service-catalog";
import styles from "./insights.module.css";

// recharts is large: the chart loads after the page; the totals and the table come with it.
const MonthlySpendChart = clientOnlyLazy(
  () => import("@/components/admin/recharts-charts").then((m) => m.MonthlySpendChart),
  () => <div className={styles.chartPlaceholder} />,
);

const serviceName = (key: string) => (isServiceKey(key) ? BILL_SERVICES[key].name : key);
const colourOf = (key: string) => (isServiceKey(key) ? BILL_SERVICES[key].colour : "#6b7280");

/** The customer's spending over 12 months: totals, a chart, the same numbers as a table, top recipients. */
export function InsightsView({ insights }: { insights: InsightsResponse }) {
  const { months, services } = insights;
  const used = services.filter((s) => months.some((m) => (m.spend[s.key] ?? 0) > 0));
  const empty = insights.purchases === 0 && insights.cashback_total === 0;
  const from = formatMonth(months[0].month);
  const to = formatMonth(months[months.length - 1].month);

  if (empty)
    return (
      <Card title="No spending yet" data-testid="insights-empty">
        <p className={styles.muted}>
          Once you buy airtime, data, electricity, TV or exam pins, you will see here what you spent each month, the
          cashback you earned and the numbers you pay for most.
        </p>
        <ButtonLink href="/dashboard#bills">Pay a bill</ButtonLink>
      </Card>
    );

  const chartData = months.map((m) => ({
    label: formatMonth(m.month),
    cashback: koboToNaira(m.cashback),
    ...Object.fromEntries(used.map((s) => [s.key, koboToNaira(m.spend[s.key] ?? 0)])),
  }));

  return (
    <div className={styles.stack}>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>Spent</dt>
          <dd data-testid="insights-spent">{formatKobo(insights.spend_total)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>Purchases</dt>
          <dd>{insights.purchases}</dd>
        </div>
        <div className={styles.stat}>
          <dt>Cashback earned</dt>
          <dd data-testid="insights-cashback">{formatKobo(insights.cashback_total)}</dd>
        </div>
      </dl>

      <Card title="Spend per month">
        <p className={styles.muted}>
          Delivered purchases per service, {from} to {to}, with the cashback you earned (line).
        </p>
        <div
          className={styles.chartBox}
          role="img"
          aria-label="Chart of spend per service per month and cashback; the same numbers are in the table below."
        >
          <MonthlySpendChart
            data={chartData}
            services={used.map((s) => ({ key: s.key, name: s.name, colour: colourOf(s.key) }))}
          />
        </div>
        <div className={styles.tableScroll} tabIndex={0} role="region" aria-label="Spend per month, table">
          <table className={styles.table}>
            <caption className="visually-hidden">Spend per service per month and cashback earned</caption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                {used.map((s) => (
                  <th key={s.key} scope="col" className={styles.num}>
                    {s.name}
                  </th>
                ))}
                <th scope="col" className={styles.num}>
                  Total
                </th>
                <th scope="col" className={styles.num}>
                  Cashback
                </th>
              </tr>
            </thead>
            <tbody>
              {months.map((m) => (
                <tr key={m.month}>
                  <th scope="row">{formatMonth(m.month)}</th>
                  {used.map((s) => (
                    <td key={s.key} className={styles.num}>
                      {formatKobo(m.spend[s.key] ?? 0)}
                    </td>
                  ))}
                  <td className={styles.num}>{formatKobo(m.spend_total)}</td>
                  <td className={styles.num}>{formatKobo(m.cashback)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>

      <Card title="Top recipients">
        {insights.top_recipients.length === 0 ? (
          <p className={styles.muted}>No recipients yet.</p>
        ) : (
          <ol className={styles.recipients}>
            {insights.top_recipients.map((r) => (
              <li key={`${r.service}:${r.recipient}`} className={styles.recipient}>
                <span>
                  <span className={styles.recipientNumber}>{r.recipient}</span>
                  <span className={styles.muted}>
                    {" "}
                    {serviceName(r.service)}, {r.purchases} {r.purchases === 1 ? "purchase" : "purchases"}
                  </span>
                </span>
                <span className={styles.recipientTotal}>{formatKobo(r.total)}</span>
              </li>
            ))}
          </ol>
        )}
      </Card>
    </div>
  );
}
