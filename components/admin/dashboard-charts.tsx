"use client";
import { Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { StatsSeries } from "@/lib/admin/admin-contracts";
import { formatNaira } from "@/lib/format";
import styles from "./admin.module.css";

const compact = new Intl.NumberFormat("en-NG", { notation: "compact", maximumFractionDigits: 1 });
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
const naira = (v: unknown) => formatNaira(typeof v === "number" ? v : Number(v));
const BRAND = "#0f7b5f";
const ACCENT = "#d97706";

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
          <ResponsiveContainer width="100%" height="100%">
            <ComposedChart accessibilityLayer={false} data={series.days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid stroke="#e6ece9" vertical={false} />
              <XAxis dataKey="day" tickFormatter={shortDay} tick={{ fontSize: 11 }} interval="preserveStartEnd" minTickGap={16} />
              <YAxis yAxisId="v" tickFormatter={(v: number) => compact.format(v)} tick={{ fontSize: 11 }} width={44} />
              <YAxis yAxisId="c" orientation="right" tickFormatter={(v: number) => compact.format(v)} tick={{ fontSize: 11 }} width={40} />
              <Tooltip formatter={naira} labelFormatter={(l) => `Day ${String(l)}`} />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              <Bar yAxisId="v" dataKey="volume" name="Volume" fill={BRAND} radius={[3, 3, 0, 0]} isAnimationActive={false} />
              <Line yAxisId="c" dataKey="commission" name="Commission" stroke={ACCENT} strokeWidth={2} dot={false} isAnimationActive={false} />
            </ComposedChart>
          </ResponsiveContainer>
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
          <ResponsiveContainer width="100%" height="100%">
            <BarChart accessibilityLayer={false} data={series.services} layout="vertical" margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
              <CartesianGrid stroke="#e6ece9" horizontal={false} />
              <XAxis type="number" tickFormatter={(v: number) => compact.format(v)} tick={{ fontSize: 11 }} />
              <YAxis type="category" dataKey="label" width={76} tick={{ fontSize: 12 }} />
              <Tooltip formatter={naira} />
              <Bar dataKey="volume" name="Volume" fill={BRAND} radius={[0, 3, 3, 0]} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
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
