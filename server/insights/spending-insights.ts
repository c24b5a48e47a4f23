import { and, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { transactions } from "../db/schema";
import type { Db } from "../db/client";
import { lagosDayWindow } from "../wallet/lagos-day";
import { SUCCESS_STATUSES } from "../../lib/contracts/transaction-status";
import type { InsightsResponse } from "../../lib/contracts/insights";
import { BILL_SERVICES, isServiceKey, SERVICE_KEYS } from "../../lib/purchases/service-catalog";

/** Older rows named two services by their VTpass ids. */
const SERVICE_ALIASES: Record<string, string> = { paytv: "cabletv", exampin: "exam" };
const serviceKey = (s: string) => SERVICE_ALIASES[s] ?? s;
/**
 * The same in SQL, so a recipient paid for under both names ('paytv' then 'cabletv') is one group.
 * Literals, not parameters: GROUP BY must repeat the SELECT's expression exactly (the names are the
 * constants above).
 */
const serviceGroup = sql<string>`CASE ${transactions.service} ${sql.raw(
  Object.entries(SERVICE_ALIASES)
    .map(([old, key]) => `WHEN '${old}' THEN '${key}'`)
    .join(" "),
)} ELSE ${transactions.service} END`;

/** The Lagos calendar month (UTC+1 all year, no daylight saving) of the history row, YYYY-MM. */
const lagosMonth = sql<string>`to_char((${transactions.createdAt} AT TIME ZONE 'UTC') + interval '1 hour', 'YYYY-MM')`;
/** Who a purchase was for: the meter, smartcard or JAMB profile, else the phone number. */
const recipient = sql<string>`COALESCE(NULLIF(${transactions.details}->>'meter_number', ''), NULLIF(${transactions.details}->>'smartcard_number', ''), NULLIF(${transactions.details}->>'profile_id', ''), NULLIF(${transactions.details}->>'phone', ''))`;

/** The 12 Lagos months ending with the one `now` is in, oldest first, and where the first starts. */
export function lastTwelveMonths(now: Date): { months: string[]; start: Date } {
  const [y, m] = lagosDayWindow(now).day.split("-").map(Number);
  const months = Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 12 + i, 1));
    return d.toISOString().slice(0, 7);
  });
  return { months, start: new Date(`${months[0]}-01T00:00:00+01:00`) };
}

/**
 * A customer's spending: delivered purchases per service per Lagos month, cashback credited per
 * month, and the numbers they paid most for, over the last 12 months. Read from their own history
 * rows (what they bought and for whom lives there; the ledger knows only amounts).
 */
export async function spendingInsights(db: Db, userId: string, now: Date): Promise<Omit<InsightsResponse, "status">> {
  const { months, start } = lastTwelveMonths(now);
  const mine = and(
    eq(transactions.userId, userId),
    gte(transactions.createdAt, start),
    lt(transactions.createdAt, now),
  );
  const delivered = and(mine, eq(transactions.type, "purchase"), inArray(transactions.status, SUCCESS_STATUSES));
  const [spendRows, cashbackRows, recipients] = await Promise.all([
    db
      .select({
        month: lagosMonth,
        service: transactions.service,
        total: sql<string>`SUM(${transactions.amount})`,
        count: sql<string>`COUNT(*)`,
      })
      .from(transactions)
      .where(delivered)
      .groupBy(lagosMonth, transactions.service),
    db
      .select({ month: lagosMonth, total: sql<string>`SUM(${transactions.amount})` })
      .from(transactions)
      .where(and(mine, eq(transactions.type, "cashback"), inArray(transactions.status, SUCCESS_STATUSES)))
      .groupBy(lagosMonth),
    db
      .select({
        recipient,
        service: serviceGroup,
        total: sql<string>`SUM(${transactions.amount})`,
        count: sql<string>`COUNT(*)`,
      })
      .from(transactions)
      .where(and(delivered, sql`${recipient} IS NOT NULL`))
      .groupBy(recipient, serviceGroup)
      .orderBy(desc(sql`SUM(${transactions.amount})`), recipient)
      .limit(5),
  ]);

  const extra = [...new Set(spendRows.map((r) => serviceKey(r.service)))].filter((s) => !isServiceKey(s));
  const keys = [...SERVICE_KEYS, ...extra];
  const byMonth = new Map(
    months.map((month) => [
      month,
      { month, spend: Object.fromEntries(keys.map((k) => [k, 0])), spend_total: 0, cashback: 0 },
    ]),
  );
  let purchases = 0;
  for (const r of spendRows) {
    const m = byMonth.get(r.month);
    if (!m) continue;
    const kobo = Number(r.total);
    m.spend[serviceKey(r.service)] += kobo;
    m.spend_total += kobo;
    purchases += Number(r.count);
  }
  for (const r of cashbackRows) {
    const m = byMonth.get(r.month);
    if (m) m.cashback += Number(r.total);
  }
  const list = [...byMonth.values()];
  return {
    services: keys.map((key) => ({ key, name: isServiceKey(key) ? BILL_SERVICES[key].name : key })),
    months: list,
    spend_total: list.reduce((s, m) => s + m.spend_total, 0),
    purchases,
    cashback_total: list.reduce((s, m) => s + m.cashback, 0),
    top_recipients: recipients.map((r) => ({
      recipient: r.recipient,
      service: r.service,
      purchases: Number(r.count),
      total: Number(r.total),
    })),
  };
}
