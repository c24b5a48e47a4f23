import type { invoices } from "../db/schema";
import type { AppContext } from "../http/context";
import type { InvoiceLinks, InvoiceStatus, InvoiceView } from "../../lib/contracts/merchant";
import { formatKobo, koboToNaira } from "../../lib/money";
import { invoicePageUrl, invoicePdfPageUrl } from "../mail/web-links";
import { formatLagosDateTime } from "../../lib/dates";

export type Invoice = typeof invoices.$inferSelect;

/** A PENDING invoice past its expiry reads as EXPIRED (the provider no longer takes payment for it). */
export function effectiveStatus(inv: Pick<Invoice, "status" | "expiryDate">, now: Date): InvoiceStatus {
  return inv.status === "PENDING" && inv.expiryDate.getTime() <= now.getTime() ? "EXPIRED" : inv.status;
}

export const invoiceUrl = (ctx: AppContext, reference: string) => invoicePageUrl(ctx.config, reference);
export const invoicePdfUrl = (ctx: AppContext, reference: string) => invoicePdfPageUrl(ctx.config, reference);

/** Naira received in all, or null before any payment. */
export const amountPaid = (inv: Pick<Invoice, "paidAmountKobo">): number | null =>
  inv.paidAmountKobo === null ? null : koboToNaira(inv.paidAmountKobo);

/** An invoice as the customer's API answers it; `balanceInvoice` is the live invoice billing its rest (invoice-balance.ts). */
export function toInvoiceView(ctx: AppContext, inv: Invoice, balanceInvoice: Invoice | null = null): InvoiceView {
  return {
    id: inv.id,
    invoice_reference: inv.invoiceReference,
    amount: koboToNaira(inv.amountKobo),
    amount_kobo: inv.amountKobo,
    description: inv.description,
    customer_email: inv.customerEmail,
    customer_name: inv.customerName,
    expiry_date: inv.expiryDate.toISOString(),
    status: effectiveStatus(inv, ctx.now()),
    amount_paid: amountPaid(inv),
    status_reason: inv.statusReason,
    checkout_url: inv.checkoutUrl,
    invoice_url: invoiceUrl(ctx, inv.invoiceReference),
    created_at: inv.createdAt.toISOString(),
    paid_at: inv.paidAt?.toISOString() ?? null,
    sent_at: inv.sentAt?.toISOString() ?? null,
    balance_of: inv.balanceOf,
    balance_invoice: balanceInvoice && {
      id: balanceInvoice.id,
      invoice_reference: balanceInvoice.invoiceReference,
      status: effectiveStatus(balanceInvoice, ctx.now()),
    },
  };
}

/** The links POST /api/invoices/{id}/send answers: the public page, a WhatsApp share with it, the PDF. */
export function invoiceLinks(ctx: AppContext, inv: Invoice, businessName: string): InvoiceLinks {
  const url = invoiceUrl(ctx, inv.invoiceReference);
  const text = `Invoice ${inv.invoiceReference} from ${businessName}: ${formatKobo(inv.amountKobo)} for ${inv.description}, due ${formatLagosDateTime(inv.expiryDate)}. View and pay: ${url}`;
  return {
    invoice_url: url,
    whatsapp_url: `https://wa.me/?text=${encodeURIComponent(text)}`,
    pdf_url: invoicePdfUrl(ctx, inv.invoiceReference),
  };
}
