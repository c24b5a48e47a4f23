"use client";
import { formatNaira } from "@/lib/money";
import type { PriceQuoteResponse } from "@/lib/contracts/price-quote";
import type { PurchaseService } from "@/lib/purchases/request-id";
import { quoteKey, usePriceQuote } from "@/lib/swr/use-price-quote";
import styles from "./purchases.module.css";

/**
 * The customer's own price (issue 20): "You pay ₦97.50, you save ₦2.50 as a Reseller". Nothing
 * when their level gives no discount on the item (the amount shown is what they pay).
 */
export function YourPrice({ quote }: { quote: PriceQuoteResponse | undefined }) {
  if (!quote || quote.discount <= 0) return null;
  return (
    <p className={styles.yourPrice} data-testid="your-price" role="status">
      You pay <strong>{formatNaira(quote.price)}</strong>, you save {formatNaira(quote.discount)} as a{" "}
      {quote.level.name}.
    </p>
  );
}

/**
 * The "You pay" line of an entry form: every form of the five services shows its item through
 * this one component, quoted by the API's one pricing function (GET /api/prices/quote, the same
 * price the debit is). `amount` is the naira total being bought (null while there is nothing valid
 * to price); a data plan passes its network and plan, as a level may fix that plan's price.
 */
export function EntryPrice({
  service,
  amount,
  plan,
}: {
  service: PurchaseService;
  amount: number | null;
  plan?: { network?: string; variationCode?: string };
}) {
  const { quote } = usePriceQuote(quoteKey(service, amount, plan));
  return <YourPrice quote={quote} />;
}
