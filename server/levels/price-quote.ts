import type { AppContext } from "../http/context";
import type { Order } from "../purchases/engine";
import type { ServiceKey } from "../purchases/services";
import type { Tx } from "../wallet/ledger";
import { levelWithDiscounts, type DiscountRow, type LevelRow } from "./levels-repo";

/**
 * The one pricing function (issue 20): what a customer pays for an item at their level. The
 * purchase engine's orders, the quote endpoint the entry forms and summaries read, and later the
 * bulk and partner API all price through here, so a form never shows a price the debit differs from.
 */

/** What is bought, at its list price (the face value VTpass is asked to deliver). */
export interface PricedItem {
  service: ServiceKey;
  listKobo: number;
  /** A data plan's VTpass serviceID and variation code: a level may fix that plan's price. */
  providerService?: string;
  variationCode?: string;
}

export interface PriceQuote {
  level: { code: string; name: string };
  listKobo: number;
  /** What the wallet is debited: at least 1 kobo, never more than the list price. */
  priceKobo: number;
  discountKobo: number;
}

/**
 * The discount of the level's rules on an item, in whole kobo: a fixed plan price when one matches
 * (never above the list price), else the service's percentage rounded down; at most list - 1 kobo.
 */
export function discountKobo(rules: readonly DiscountRow[], item: PricedItem): number {
  const own = rules.filter((r) => r.service === item.service);
  const plan =
    item.variationCode &&
    own.find(
      (r) =>
        r.fixedPriceKobo !== null &&
        r.variationCode === item.variationCode &&
        (r.providerService === "" || r.providerService === item.providerService),
    );
  let off = 0;
  if (plan && plan.fixedPriceKobo !== null) off = item.listKobo - plan.fixedPriceKobo;
  else {
    const pct = own.find((r) => r.percentBp !== null && r.variationCode === "");
    if (pct?.percentBp) off = Math.floor((item.listKobo * pct.percentBp) / 10_000);
  }
  return Math.min(Math.max(0, off), Math.max(0, item.listKobo - 1));
}

/**
 * Where a context's prices are read: always the live database. The partner API's test-mode context
 * (server/partner/test-mode.ts) keeps its own database for money, but levels, the customer's level
 * and the discounts are the admin's live facts, read on every call: a test key quotes and is
 * debited the partner's live price, and a level taken back applies to test mode at once. (The test
 * database has only the seeded levels and no customer_levels row, so reading it would price test
 * calls at the Customer level.)
 */
export const pricingDb = (ctx: AppContext): Tx => (ctx.live ?? ctx).db;

/** The customer's level and its discount rules, read once for pricing many items (a price list). */
export async function priceRules(ctx: AppContext, userId: string): Promise<{ level: LevelRow; rules: DiscountRow[] }> {
  const { level, discounts } = await levelWithDiscounts(pricingDb(ctx), userId);
  return { level, rules: discounts };
}

/** The customer's price for an item (read on `db`: the pool or a transaction). */
export async function priceQuote(db: Tx, userId: string, item: PricedItem): Promise<PriceQuote> {
  assertListPrice(item);
  const { level, discounts } = await levelWithDiscounts(db, userId);
  return quoteAt(level, discounts, item);
}

function assertListPrice(item: PricedItem) {
  if (!Number.isSafeInteger(item.listKobo) || item.listKobo <= 0)
    throw new Error(`list price must be positive kobo, got ${item.listKobo}`);
}

/** An item's price under rules already read (priceRules). */
export function quoteAt(level: LevelRow, rules: readonly DiscountRow[], item: PricedItem): PriceQuote {
  assertListPrice(item);
  const off = discountKobo(rules, item);
  return {
    level: { code: level.code, name: level.name },
    listKobo: item.listKobo,
    priceKobo: item.listKobo - off,
    discountKobo: off,
  };
}

/** The item an engine order buys: its service, face value and (data) plan. */
export const itemOfOrder = (order: Order): PricedItem => ({
  service: order.service,
  listKobo: order.amountKobo + (order.discountKobo ?? 0),
  providerService: order.pay.serviceID,
  variationCode: order.service === "data" ? order.pay.variation_code : undefined,
});

/**
 * An order priced for its customer: amountKobo becomes the debit, discountKobo the level's
 * discount (journaled to discounts_expense by the engine), and the history row's details keep the
 * list price, the discount and the level for the receipt. Call it once per order, before the
 * approval (a passkey approves exactly the debit).
 */
export async function priceOrder(
  ctx: AppContext,
  userId: string,
  order: Order,
  /** The customer's level and rules read just before on the pricing database (purchase-facts.ts), or undefined to read them here. */
  rules?: { level: LevelRow; discounts: readonly DiscountRow[] },
): Promise<Order> {
  if (order.discountKobo) return order;
  const q = rules
    ? quoteAt(rules.level, rules.discounts, itemOfOrder(order))
    : await priceQuote(pricingDb(ctx), userId, itemOfOrder(order));
  if (q.discountKobo === 0) return order;
  return {
    ...order,
    amountKobo: q.priceKobo,
    discountKobo: q.discountKobo,
    details: {
      ...order.details,
      list_price_kobo: q.listKobo,
      discount_kobo: q.discountKobo,
      level_code: q.level.code,
      level_name: q.level.name,
    },
  };
}
