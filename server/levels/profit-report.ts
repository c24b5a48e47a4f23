import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { transactions } from "../db/schema";
import type { Db } from "../db/client";
import { SUCCESS_STATUSES } from "../../lib/contracts/transaction-status";
import type { AdminProfitResponse } from "../../lib/contracts/levels";
import { koboToNaira } from "../../lib/money";
import { SERVICE_KEYS, SERVICE_LABEL } from "../purchases/services";
import { DAY_MS, lagosDayBounds, lagosDayWindow } from "../wallet/lagos-day";

/**
 * Profit per service after discounts (issue 20), over Lagos days from..to (default the last 30):
 * for the purchases that kept their money (delivered, not refunded), the provider's commission
 * less the cashback paid and the level discounts given.
 */
export async function profitReport(db: Db, now: Date, q: { from?: string; to?: string }) {
  const to = q.to ?? lagosDayWindow(now).day;
  const from = q.from ?? lagosDayWindow(new Date(lagosDayBounds(to).start.getTime() - 29 * DAY_MS)).day;
  const discount = sql`COALESCE((${transactions.details}->>'discount_kobo')::bigint, 0)`;
  const rows = await db
    .select({
      service: transactions.service,
      purchases: sql<string>`count(*)`,
      paid: sql<string>`COALESCE(SUM(${transactions.amount}), 0)`,
      discounts: sql<string>`COALESCE(SUM(${discount}), 0)`,
      commission: sql<string>`COALESCE(SUM(${transactions.commissionKobo}), 0)`,
      cashback: sql<string>`COALESCE(SUM(${transactions.cashbackKobo}), 0)`,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.type, "purchase"),
        inArray(transactions.status, SUCCESS_STATUSES),
        gte(transactions.createdAt, lagosDayBounds(from).start),
        lt(transactions.createdAt, lagosDayBounds(to).end),
      ),
    )
    .groupBy(transactions.service);
  const byService = new Map(rows.map((r) => [r.service, r]));
  const kobo = SERVICE_KEYS.map((service) => {
    const r = byService.get(service);
    const n = (v: string | undefined) => Number(v ?? 0);
    const paid = n(r?.paid);
    const discounts = n(r?.discounts);
    const commission = n(r?.commission);
    const cashback = n(r?.cashback);
    return { service, purchases: n(r?.purchases), paid, discounts, commission, cashback };
  });
  const view = (k: Omit<(typeof kobo)[number], "service">) => ({
    purchases: k.purchases,
    list_value: koboToNaira(k.paid + k.discounts),
    paid: koboToNaira(k.paid),
    commission: koboToNaira(k.commission),
    cashback: koboToNaira(k.cashback),
    discounts: koboToNaira(k.discounts),
    profit: koboToNaira(k.commission - k.cashback - k.discounts),
  });
  const sum = (key: "purchases" | "paid" | "discounts" | "commission" | "cashback") =>
    kobo.reduce((a, k) => a + k[key], 0);
  const out: AdminProfitResponse = {
    status: "success",
    from,
    to,
    services: kobo.map((k) => ({ service: k.service, label: SERVICE_LABEL[k.service], ...view(k) })),
    total: view({
      purchases: sum("purchases"),
      paid: sum("paid"),
      discounts: sum("discounts"),
      commission: sum("commission"),
      cashback: sum("cashback"),
    }),
  };
  return out;
}
