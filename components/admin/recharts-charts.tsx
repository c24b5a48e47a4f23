"use client";
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { StatsSeries } from "@/lib/contracts/admin";
import { formatAdminDay } from "@/lib/admin/admin-format";
import { formatNaira } from "@/lib/money";

const compact = new Intl.NumberFormat("en-NG", { notation: "compact", maximumFractionDigits: 1 });
/** The daily chart's day axis, written like every admin date (spec 9: year-month-day). */
export const dayTick = (day: string) => formatAdminDay(day);
const naira = (v: unknown) => formatNaira(typeof v === "number" || typeof v === "string" ? v : null);
const BRAND = "#0f7b5f";
const ACCENT = "#d97706";
/** The theme's colours (app/globals.css), so the charts follow dark mode. */
const GRID = "var(--line)";
const TICK = "var(--muted)";
const TOOLTIP = { contentStyle: { background: "var(--card)", borderColor: "var(--line)", color: "var(--ink)" } };
/** An amount axis's ticks: compact numbers (1.2K) in the theme's tick colour. */
const AMOUNT_TICKS = { tickFormatter: (v: number) => compact.format(v), tick: { fontSize: 11, fill: TICK } };

/** Daily volume (bars) and commission (line) over the series' days. */
export function DailyChart({ days }: { days: StatsSeries["days"] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart accessibilityLayer={false} data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis
          dataKey="day"
          tickFormatter={dayTick}
          tick={{ fontSize: 11, fill: TICK }}
          interval="preserveStartEnd"
          minTickGap={16}
        />
        <YAxis yAxisId="v" {...AMOUNT_TICKS} width={44} />
        <YAxis yAxisId="c" orientation="right" {...AMOUNT_TICKS} width={40} />
        <Tooltip {...TOOLTIP} formatter={naira} labelFormatter={(l) => `Day ${formatAdminDay(String(l))}`} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar yAxisId="v" dataKey="volume" name="Volume" fill={BRAND} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        <Line
          yAxisId="c"
          dataKey="commission"
          name="Commission"
          stroke={ACCENT}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

/** Successful purchase volume per service. */
export function ServiceChart({ services }: { services: StatsSeries["services"] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        accessibilityLayer={false}
        data={services}
        layout="vertical"
        margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
      >
        <CartesianGrid stroke={GRID} horizontal={false} />
        <XAxis type="number" {...AMOUNT_TICKS} />
        <YAxis type="category" dataKey="label" width={76} tick={{ fontSize: 12, fill: TICK }} />
        <Tooltip {...TOOLTIP} formatter={naira} />
        <Bar dataKey="volume" name="Volume" fill={BRAND} radius={[0, 3, 3, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** One month of a customer's spending, in naira, per service key plus `cashback` (components/insights). */
export type MonthlySpendPoint = { label: string; cashback: number } & Record<string, number | string>;

/** A customer's spend per service per month (stacked bars) and the cashback earned (line). */
export function MonthlySpendChart({
  data,
  services,
}: {
  data: MonthlySpendPoint[];
  services: { key: string; name: string; colour: string }[];
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 11, fill: TICK }} interval="preserveStartEnd" minTickGap={8} />
        <YAxis yAxisId="v" {...AMOUNT_TICKS} width={44} />
        <YAxis yAxisId="c" orientation="right" {...AMOUNT_TICKS} width={36} />
        <Tooltip {...TOOLTIP} formatter={naira} />
        {/* Legend text in the theme's ink: a service's colour alone is too faint on the dark card. */}
        <Legend wrapperStyle={{ fontSize: 12 }} formatter={(v: string) => <span style={{ color: TICK }}>{v}</span>} />
        {services.map((s) => (
          <Bar
            key={s.key}
            yAxisId="v"
            dataKey={s.key}
            name={s.name}
            stackId="spend"
            fill={s.colour}
            isAnimationActive={false}
          />
        ))}
        <Line
          yAxisId="c"
          dataKey="cashback"
          name="Cashback"
          stroke={ACCENT}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
