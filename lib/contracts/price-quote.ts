import { z } from "zod";
import { successStatus } from "./common";

/**
 * GET /api/prices/quote's answer: what the signed-in customer pays for an item at their level.
 * In a file of its own so the entry pages that show "You pay ₦97.50" load only this (see page-weight).
 */
export const priceQuoteResponse = z.object({
  status: successStatus,
  level: z.object({ code: z.string(), name: z.string() }),
  list_price: z.number().describe("Naira: the price before the level's discount."),
  price: z.number().describe("Naira: what the customer pays (the debit)."),
  discount: z.number().describe("Naira: list_price - price."),
});
export type PriceQuoteResponse = z.infer<typeof priceQuoteResponse>;
