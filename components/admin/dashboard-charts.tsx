"use client";
import { clientOnlyLazy } from "@/components/ui/client-only-lazy";
import type { StatsSeries } from "@/lib/contracts/admin";
import { formatNaira } from "@/lib/money";
import styles from "./admin.module.css";

// recharts is large: the pictures load after the page, the summaries and tables come with it.
const DailyChart = clientOnlyLazy(() => import("./recharts-charts").then((m) => m.DailyChart));
const ServiceChart = clientOnlyLazy(() => import("./recharts-charts").then((m) => m.ServiceChart));

/**
 * The dashboard charts (recharts): daily volume and commission over the last 30 Lagos days, and
 * the split by service. Charts are pictures to a screen reader, so each has a text summary and
 * its numbers in a table under "Show the numbers".
 */
export function DashboardCharts({ series }: { series: StatsSeries }) {
  const busiest = series.days.reduce((a, d) => (d.volume > a.volume ? d : a), series.days[0]);
  return (
    <div className={styles.charts}>
      <section className={styles.tableWrap} aria-labelledby="chart-daily" style={{ padding: "0 1rem 1rem" }}>
        <h2 id="chart-daily" className={styles.tableTitle} style={{ paddingLeft: 0 }}>
          Daily volume and commission
        </h2>
        <p className={styles.chartSummary}>
          {series.from} to {series.to}: {formatNaira(series.totals.volume)} in {series.totals.purchases} successful
          purchases, {formatNaira(series.totals.commission)} commission.
          {busiest && busiest.volume > 0 ? ` Busiest day ${busiest.day} (${formatNaira(busiest.volume)}).` : ""}
        </p>
        <div
          className={styles.chartBox}
          role="img"
          aria-label="Chart of daily purchase volume (bars) and commission (line); the numbers are in the table below."
        >
          <DailyChart days={series.days} />
        </div>
        <NumbersTable
          caption="Daily volume and commission"
          first="Day"
          rows={series.days.map((d) => ({ key: d.day, label: d.day, ...d }))}
        />
      </section>

      <section className={styles.tableWrap} aria-labelledby="chart-services" style={{ padding: "0 1rem 1rem" }}>
        <h2 id="chart-services" className={styles.tableTitle} style={{ paddingLeft: 0 }}>
          By service
        </h2>
        <p className={styles.chartSummary}>Successful purchase volume per service, last {series.days.length} days.</p>
        <div
          className={styles.chartBox}
          role="img"
          aria-label="Chart of purchase volume per service; the numbers are in the table below."
        >
          <ServiceChart services={series.services} />
        </div>
        <NumbersTable
          caption="Volume and commission by service"
          first="Service"
          rows={series.services.map((s) => ({ key: s.service, ...s }))}
        />
      </section>
    </div>
  );
}

interface NumbersRow {
  key: string;
  label: string;
  purchases: number;
  volume: number;
  commission: number;
}

/** A chart's numbers, for screen readers and anyone who wants the figures. */
function NumbersTable({ caption, first, rows }: { caption: string; first: string; rows: NumbersRow[] }) {
  return (
    <details className={styles.chartDetails}>
      <summary>Show the numbers</summary>
      <table className={styles.smallTable}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{first}</th>
            <th scope="col" className={styles.num}>
              Purchases
            </th>
            <th scope="col" className={styles.num}>
              Volume
            </th>
            <th scope="col" className={styles.num}>
              Commission
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.label}</th>
              <td className={styles.num}>{r.purchases}</td>
              <td className={styles.num}>{formatNaira(r.volume)}</td>
              <td className={styles.num}>{formatNaira(r.commission)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
