"use client";
import { formatNaira } from "@/lib/money";
import type { PriceQuoteResponse } from "@/lib/contracts/price-quote";
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
