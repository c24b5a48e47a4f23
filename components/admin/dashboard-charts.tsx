"use client";
import dynamic from "next/dynamic";
import type { StatsSeries } from "@/lib/admin/admin-contracts";
import { formatNaira } from "@/lib/format";
import styles from "./admin.module.css";

// recharts is large: the pictures load after the page, the summaries and tables come with it.
const DailyChart = dynamic(() => import("./recharts-charts").then((m) => m.DailyChart), { ssr: false });
const ServiceChart = dynamic(() => import("./recharts-charts").then((m) => m.ServiceChart), { ssr: false });

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
          {series.from} to {series.to}: {formatNaira(series.totals.volume)} in {series.totals.purchases} successful purchases, {formatNaira(series.totals.commission)} commission.
          {busiest && busiest.volume > 0 ? ` Busiest day ${busiest.day} (${formatNaira(busiest.volume)}).` : ""}
        </p>
        <div className={styles.chartBox} role="img" aria-label="Chart of daily purchase volume (bars) and commission (line); the numbers are in the table below.">
          <DailyChart days={series.days} />
        </div>
        <details className={styles.chartDetails}>
          <summary>Show the numbers</summary>
          <table className={styles.smallTable}>
            <caption className="visually-hidden">Daily volume and commission</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col" className={styles.num}>Purchases</th>
                <th scope="col" className={styles.num}>Volume</th>
                <th scope="col" className={styles.num}>Commission</th>
              </tr>
            </thead>
            <tbody>
              {series.days.map((d) => (
                <tr key={d.day}>
                  <th scope="row">{d.day}</th>
                  <td className={styles.num}>{d.purchases}</td>
                  <td className={styles.num}>{formatNaira(d.volume)}</td>
                  <td className={styles.num}>{formatNaira(d.commission)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </section>

      <section className={styles.tableWrap} aria-labelledby="chart-services" style={{ padding: "0 1rem 1rem" }}>
        <h2 id="chart-services" className={styles.tableTitle} style={{ paddingLeft: 0 }}>
          By service
        </h2>
        <p className={styles.chartSummary}>Successful purchase volume per service, last {series.days.length} days.</p>
        <div className={styles.chartBox} role="img" aria-label="Chart of purchase volume per service; the numbers are in the table below.">
          <ServiceChart services={series.services} />
        </div>
        <details className={styles.chartDetails}>
          <summary>Show the numbers</summary>
          <table className={styles.smallTable}>
            <caption className="visually-hidden">Volume and commission by service</caption>
            <thead>
              <tr>
                <th scope="col">Service</th>
                <th scope="col" className={styles.num}>Purchases</th>
                <th scope="col" className={styles.num}>Volume</th>
                <th scope="col" className={styles.num}>Commission</th>
              </tr>
            </thead>
            <tbody>
              {series.services.map((s) => (
                <tr key={s.service}>
                  <th scope="row">{s.label}</th>
                  <td className={styles.num}>{s.purchases}</td>
                  <td className={styles.num}>{formatNaira(s.volume)}</td>
                  <td className={styles.num}>{formatNaira(s.commission)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </section>
    </div>
  );
}
