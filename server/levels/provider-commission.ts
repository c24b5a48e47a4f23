import { and, eq, gte, sql } from "drizzle-orm";
import { transactions } from "../db/schema";
import type { Db } from "../db/client";
import { SERVICE_KEYS, type ServiceKey } from "../purchases/services";

/**
 * The provider's commission per service, in basis points, that the admin's levels screen compares
 * discounts against (a discount above it sells below cost). VTpass pays a percentage per product
 * (design/providers.md: commission_details.rate); each delivered purchase records the commission it
 * earned (transactions.commission_kobo). With enough recent sales the observed rate is used: the
 * commission over the list value of the last 90 days' delivered purchases. Before that, the lowest
 * rate VTpass publishes per service (the sandbox catalogue uses the same), so a new install warns
 * conservatively. Exam pins earn a flat sum per pin, so any discount there warns.
 */
export const DEFAULT_COMMISSION_BP: Record<ServiceKey, number> = {
  airtime: 300,
  data: 400,
  electricity: 100,
  cabletv: 150,
  exam: 0,
};

const MIN_OBSERVED = 20;
const WINDOW_MS = 90 * 24 * 3600 * 1000;

export interface ServiceCommission {
  service: ServiceKey;
  bp: number;
  source: "observed" | "default";
}

export async function providerCommissions(db: Db, now: Date): Promise<ServiceCommission[]> {
  // The list value is what VTpass was asked for: the debit plus a level's discount.
  const rows = await db
    .select({
      service: transactions.service,
      n: sql<string>`count(*)`,
      commission: sql<string>`COALESCE(SUM(${transactions.commissionKobo}), 0)`,
      value: sql<string>`COALESCE(SUM(${transactions.amount} + COALESCE((${transactions.details}->>'discount_kobo')::bigint, 0)), 0)`,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.type, "purchase"),
        eq(transactions.status, "delivered"),
        gte(transactions.createdAt, new Date(now.getTime() - WINDOW_MS)),
      ),
    )
    .groupBy(transactions.service);
  const seen = new Map(rows.map((r) => [r.service, r]));
  return SERVICE_KEYS.map((service) => {
    const r = seen.get(service);
    if (r && Number(r.n) >= MIN_OBSERVED && Number(r.value) > 0)
      return {
        service,
        bp: Math.floor((Number(r.commission) * 10_000) / Number(r.value)),
        source: "observed" as const,
      };
    return { service, bp: DEFAULT_COMMISSION_BP[service], source: "default" as const };
  });
}
