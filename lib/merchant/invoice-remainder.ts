import { INVOICE_DESCRIPTION_MAX, INVOICE_MIN_NAIRA, type InvoiceView } from "../contracts/merchant";
import { koboToNairaText, nairaToKobo } from "../money";

/** A new invoice's fields filled in for the merchant, who still picks its expiry and may change any of them. */
export interface InvoiceDraft {
  amount: string;
  description: string;
  customer_name: string;
  customer_email: string;
  /** The part-paid invoice this one bills the rest of (the API bills it once while that one is live). */
  balance_of: string;
}

type Billed = Pick<
  InvoiceView,
  | "id"
  | "status"
  | "amount"
  | "amount_paid"
  | "description"
  | "invoice_reference"
  | "customer_name"
  | "customer_email"
  | "balance_invoice"
>;

/**
 * "Bill the rest" of a part-paid invoice: a new invoice to the same customer for what is still to
 * pay. A Monnify invoice takes one payment (its status is final once paid, even in part), so the rest
 * is asked for with a new one; nothing here moves money, the merchant creates and sends it as any
 * invoice. Null when there is no rest to bill: not part-paid, under the invoice minimum (₦100), or
 * already billed by a live balance invoice.
 */
export function remainderDraft(inv: Billed): InvoiceDraft | null {
  if (inv.status !== "PARTIALLY_PAID" || inv.amount_paid === null || inv.balance_invoice) return null;
  const restKobo = (nairaToKobo(inv.amount) ?? 0) - (nairaToKobo(inv.amount_paid) ?? 0);
  if (restKobo < INVOICE_MIN_NAIRA * 100) return null;
  return {
    amount: koboToNairaText(restKobo),
    // Cut to the field's limit, never through a character's two halves.
    description: `Balance of ${inv.invoice_reference}: ${inv.description}`
      .slice(0, INVOICE_DESCRIPTION_MAX)
      .replace(/[\uD800-\uDBFF]$/, ""),
    customer_name: inv.customer_name,
    customer_email: inv.customer_email,
    balance_of: inv.id,
  };
}
