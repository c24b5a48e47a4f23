import type { AppContext } from "../http/context";
import { priceQuote, pricingDb } from "../levels/price-quote";

/**
 * What one bulk row costs the customer (kobo) at their level: the one place the preview's total
 * and the confirm's approval amount come from, priced by the one pricing function
 * (server/levels/price-quote.ts) the purchase engine's orders go through, so each row's debit is
 * this price when its level is unchanged.
 */
export async function bulkRowPriceKobo(
  ctx: AppContext,
  userId: string,
  row: { service: "airtime" | "data"; network: string; faceKobo: number; plan: string | null },
): Promise<number> {
  const quote = await priceQuote(pricingDb(ctx), userId, {
    service: row.service,
    listKobo: row.faceKobo,
    ...(row.service === "data" && row.plan ? { providerService: `${row.network}-data`, variationCode: row.plan } : {}),
  });
  return quote.priceKobo;
}

/** The batch total: the sum of its valid rows' prices. */
export const bulkTotalKobo = (prices: number[]) => prices.reduce((a, b) => a + b, 0);
