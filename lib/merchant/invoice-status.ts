import type { InvoiceStatus } from "../contracts/merchant";

/**
 * An invoice's status as people read it, in the sentence case of the rest of the product
 * ("Partially paid", never Monnify's "PARTIALLY_PAID"): the invoices list and its filter, the
 * public invoice page and the invoice PDF. The API keeps Monnify's values.
 */
export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatus, string>> = {
  PENDING: "Pending",
  PAID: "Paid",
  PARTIALLY_PAID: "Partially paid",
  OVERPAID: "Overpaid",
  REJECTED: "Rejected",
  EXPIRED: "Expired",
  CANCELLED: "Cancelled",
};

export function invoiceStatusLabel(status: string): string {
  const known = INVOICE_STATUS_LABELS[status as InvoiceStatus];
  if (known) return known;
  const words = status.replace(/_/g, " ").trim().toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : status;
}
