import { eq } from "drizzle-orm";
import { cashbackRates } from "../db/schema";
import type { Tx } from "../wallet/ledger";
import type { ServiceKey } from "./services";

/** Basis points (100 = 1%) when the admin has set nothing for a service. */
export const DEFAULT_CASHBACK_BP: Record<ServiceKey, number> = {
  airtime: 200,
  data: 200,
  electricity: 50,
  cabletv: 100,
  exam: 0,
};

export async function cashbackRateBp(tx: Tx, service: string): Promise<number> {
  const [row] = await tx
    .select({ rateBp: cashbackRates.rateBp })
    .from(cashbackRates)
    .where(eq(cashbackRates.service, service));
  return rateOrDefaultBp(row?.rateBp ?? null, service);
}

/** The admin's rate when one is set (a stored row), else the service's default. */
export const rateOrDefaultBp = (storedBp: number | null, service: string): number =>
  storedBp ?? DEFAULT_CASHBACK_BP[service as ServiceKey] ?? 0;

/** Cashback in whole kobo, rounded down (integer arithmetic). */
export const cashbackKobo = (amountKobo: number, rateBp: number) => Math.floor((amountKobo * rateBp) / 10_000);
