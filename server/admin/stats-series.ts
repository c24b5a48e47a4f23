import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { UNSPENT_PURCHASE_STATUSES } from "../wallet/wallet-summary";
import type { StatsSeries } from "../../lib/contracts/admin";
import { SUCCESS_STATUSES } from "../../lib/contracts/transaction-status";
import { SERVICE_KEYS, SERVICE_LABEL, type ServiceKey } from "../purchases/services";
import { koboToNaira } from "../../lib/money";
import { DAY_MS, lagosDayWindow } from "../wallet/lagos-day";
import { readTotals } from "./transaction-totals-read";
import { inList } from "./transaction-totals-sql";

export const statsSeriesQuery = z.object({
  days: z.coerce
    .number({ error: "days must be a number." })
    .int("days must be a whole number.")
    .min(1, "days must be between 1 and 90.")
    .max(90, "days must be between 1 and 90.")
    .default(30),
});

interface Group {
  day: string | null;
  service: string | null;
  volume: string;
  purchases: string;
  commission: string;
  purchase_commission: string;
  purchase_rows: string;
}
const toPoint = (r: { volume: string; purchases: string; commission: string }) => ({
  volume: koboToNaira(Number(r.volume)),
  purchases: Number(r.purchases),
  commission: koboToNaira(Number(r.commission)),
});

/**
 * The dashboard charts: per Lagos day of the last `days` days (today included, empty days as 0)
 * the volume and count of successful purchases and the commission; and the same per service (its
 * purchases only). Both groupings in one statement (one snapshot) over the rollup and its live part
 * (transaction-totals-read.ts), so they agree with each other and with a full count.
 */
export async function statsSeries(db: Db, now: Date, days: number): Promise<StatsSeries> {
  const today = lagosDayWindow(now);
  const start = new Date(today.start.getTime() - (days - 1) * DAY_MS);
  const from = lagosDayWindow(new Date(start.getTime() + 3600_000)).day;
  // Built here, not at load: wallet-summary and this module are in an import cycle through app.ts.
  const purchase = sql`type = 'purchase'`;
  const successfulPurchase = sql`${purchase} AND ${inList(sql`status`, SUCCESS_STATUSES)}`;
  // The dashboard card's rule: commission of every row that kept its money.
  const kept = sql`NOT ${inList(sql`status`, UNSPENT_PURCHASE_STATUSES)}`;
  const groups = await readTotals<Group>(
    db,
    { from, to: today.day },
    sql`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, service,
             COALESCE(SUM(amount) FILTER (WHERE ${successfulPurchase}), 0)::text AS volume,
             COALESCE(SUM(n) FILTER (WHERE ${successfulPurchase}), 0)::text AS purchases,
             COALESCE(SUM(commission) FILTER (WHERE ${kept}), 0)::text AS commission,
             COALESCE(SUM(commission) FILTER (WHERE ${purchase} AND ${kept}), 0)::text AS purchase_commission,
             COALESCE(SUM(n) FILTER (WHERE ${purchase}), 0)::text AS purchase_rows
      FROM cells
      GROUP BY GROUPING SETS ((day), (service))`,
  );
  const byDay = groups.filter((g) => g.day !== null);
  const byService = groups
    .filter((g) => g.day === null && g.service !== null && Number(g.purchase_rows) > 0)
    .map((g) => ({ ...g, commission: g.purchase_commission }));
  const dayMap = new Map(byDay.map((r) => [r.day, toPoint(r)]));
  const zero = { volume: 0, purchases: 0, commission: 0 };
  const dayList = Array.from({ length: days }, (_, i) => {
    const day = lagosDayWindow(new Date(start.getTime() + i * DAY_MS + 3600_000)).day;
    return { day, ...(dayMap.get(day) ?? zero) };
  });
  const serviceMap = new Map(byService.map((r) => [r.service as string, toPoint(r)]));
  const services = [
    ...SERVICE_KEYS,
    ...[...serviceMap.keys()].filter((s) => !(SERVICE_KEYS as readonly string[]).includes(s)).sort(),
  ].map((service) => ({
    service,
    label: SERVICE_LABEL[service as ServiceKey] ?? service,
    ...(serviceMap.get(service) ?? zero),
  }));
  const sumKobo = (k: "volume" | "commission") => koboToNaira(byDay.reduce((a, r) => a + Number(r[k]), 0));
  return {
    from: dayList[0].day,
    to: today.day,
    days: dayList,
    services,
    totals: {
      volume: sumKobo("volume"),
      purchases: byDay.reduce((a, r) => a + Number(r.purchases), 0),
      commission: sumKobo("commission"),
    },
  };
}
