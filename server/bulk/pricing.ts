import type { AppContext } from "../http/context";

/**
 * What one bulk row costs the customer (kobo), from its face value: the one place the preview's
 * total and the confirm's approval amount come from. Today the customer pays the face value, as
 * on the purchase pages; level prices (server/levels) switch this one function.
 */
export async function bulkRowPriceKobo(
  _ctx: AppContext,
  _userId: string,
  row: { service: "airtime" | "data"; network: string; faceKobo: number },
): Promise<number> {
  return row.faceKobo;
}

/** The batch total: the sum of its valid rows' prices. */
export const bulkTotalKobo = (prices: number[]) => prices.reduce((a, b) => a + b, 0);
