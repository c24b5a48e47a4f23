import { and, eq, gte, inArray, lt, notInArray, sql } from "drizzle-orm";
import { z } from "zod";
import { transactions } from "../db/schema";
import type { Db } from "../db/client";
import { UNSPENT_PURCHASE_STATUSES } from "../wallet/wallet-summary";
import type { StatsSeries } from "../../lib/contracts/admin";
import { SUCCESS_STATUSES } from "../../lib/contracts/transaction-status";
import { SERVICE_KEYS, SERVICE_LABEL, type ServiceKey } from "../purchases/services";
import { koboToNaira } from "../../lib/money";
import { DAY_MS, lagosDayWindow } from "../wallet/lagos-day";

export const statsSeriesQuery = z.object({
  days: z.coerce
    .number({ error: "days must be a number." })
    .int("days must be a whole number.")
    .min(1, "days must be between 1 and 90.")
    .max(90, "days must be between 1 and 90.")
    .default(30),
});

/** The Lagos calendar day (UTC+1 all year) of a timestamp column, as YYYY-MM-DD. */
const lagosDay = sql<string>`to_char((${transactions.createdAt} AT TIME ZONE 'UTC') + interval '1 hour', 'YYYY-MM-DD')`;
const successfulPurchase = and(eq(transactions.type, "purchase"), inArray(transactions.status, SUCCESS_STATUSES));
const aggregates = {
  volume: sql<string>`COALESCE(SUM(${transactions.amount}) FILTER (WHERE ${successfulPurchase}), 0)`,
  purchases: sql<string>`COUNT(*) FILTER (WHERE ${successfulPurchase})`,
  // The dashboard card's rule: commission of every row that kept its money.
  commission: sql<string>`COALESCE(SUM(${transactions.commissionKobo}) FILTER (WHERE ${notInArray(transactions.status, UNSPENT_PURCHASE_STATUSES)}), 0)`,
};
const toPoint = (r: { volume: string; purchases: string; commission: string }) => ({
  volume: koboToNaira(Number(r.volume)),
  purchases: Number(r.purchases),
  commission: koboToNaira(Number(r.commission)),
});

/**
 * The dashboard charts: per Lagos day of the last `days` days (today included, empty days as 0)
 * the volume and count of successful purchases and the commission; and the same per service.
 */
export async function statsSeries(db: Db, now: Date, days: number): Promise<StatsSeries> {
  const today = lagosDayWindow(now);
  const start = new Date(today.start.getTime() - (days - 1) * DAY_MS);
  const window = and(gte(transactions.createdAt, start), lt(transactions.createdAt, today.end));
  const [byDay, byService] = await Promise.all([
    db
      .select({ day: lagosDay, ...aggregates })
      .from(transactions)
      .where(window)
      .groupBy(lagosDay),
    db
      .select({ service: transactions.service, ...aggregates })
      .from(transactions)
      .where(and(window, eq(transactions.type, "purchase")))
      .groupBy(transactions.service),
  ]);
  const dayMap = new Map(byDay.map((r) => [r.day, toPoint(r)]));
  const zero = { volume: 0, purchases: 0, commission: 0 };
  const dayList = Array.from({ length: days }, (_, i) => {
    const day = lagosDayWindow(new Date(start.getTime() + i * DAY_MS + 3600_000)).day;
    return { day, ...(dayMap.get(day) ?? zero) };
  });
  const serviceMap = new Map(byService.map((r) => [r.service, toPoint(r)]));
  const services = [
    ...SERVICE_KEYS,
    ...[...serviceMap.keys()].filter((s) => !(SERVICE_KEYS as readonly string[]).includes(s)),
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
