import { formatKobo, formatNaira, nairaToKobo } from "../money";
import { formatLagosDateTimeText } from "../dates";
import type { PublicInvoice } from "../contracts/merchant";

/** What an invoice says about the money, on its public page and its PDF: the headline, the rows under it and a note. */
export interface InvoiceState {
  /** "Amount due", "Amount paid" or "Invoice amount", over the large figure. */
  label: string;
  amount: string;
  /** "Paid 5 Mar 2026, 2:03 pm" once paid. */
  paidWhen: string | null;
  /** Extra rows for the details list (the invoice's amount beside what was paid, what is left). */
  rows: [string, string][];
  /** A line that says what happened, with its tone; null when the status badge says enough. */
  note: { tone: "success" | "warning" | "info"; text: string } | null;
  /** The Pay link, only while the invoice can be paid. */
  payUrl: string | null;
}

const kobo = (naira: number) => nairaToKobo(naira) ?? 0;

/** What the reading needs of an invoice (the public page's answer; the PDF builds the same from the row). */
export type InvoiceMoney = Pick<PublicInvoice, "status" | "amount" | "amount_paid" | "paid_at" | "pay_url"> & {
  business: { name: string };
  /** The invoice billing a part-paid one's rest, when the page may name it (the PDF does not). */
  balance_invoice_reference?: string | null;
};

/**
 * The reading of an invoice by status, one for the public page and the PDF: pending and expired
 * ones show the amount due; paid ones (PAID, OVERPAID, PARTIALLY_PAID) the amount actually paid
 * and when, with the invoice's amount and the difference beside it, and no Pay link; cancelled
 * and rejected ones only the amount.
 */
export function invoiceState(inv: InvoiceMoney, opts: { justPaid: boolean }): InvoiceState {
  const business = inv.business.name;
  const due = formatNaira(inv.amount);
  const paidWhen = inv.paid_at ? `Paid ${formatLagosDateTimeText(inv.paid_at)}` : null;
  const paid = inv.amount_paid;
  if (paid !== null && (inv.status === "PAID" || inv.status === "OVERPAID" || inv.status === "PARTIALLY_PAID")) {
    const base = { label: "Amount paid", amount: formatNaira(paid), paidWhen, payUrl: null };
    const difference = formatKobo(Math.abs(kobo(paid) - kobo(inv.amount)));
    if (inv.status === "PARTIALLY_PAID")
      return {
        ...base,
        rows: [
          ["Invoice amount", due],
          ["Still to pay", difference],
        ],
        note: {
          tone: "warning",
          text: `${formatNaira(paid)} of ${due} received. ${
            inv.balance_invoice_reference
              ? `${business} billed the rest on invoice ${inv.balance_invoice_reference}.`
              : `Contact ${business} about the rest.`
          }`,
        },
      };
    if (inv.status === "OVERPAID")
      return {
        ...base,
        rows: [
          ["Invoice amount", due],
          ["Paid above the invoice", difference],
        ],
        note: {
          tone: opts.justPaid ? "success" : "info",
          text: `${opts.justPaid ? "Payment received. Thank you! " : ""}${difference} more than the invoice was paid. Contact ${business} about the difference.`,
        },
      };
    return {
      ...base,
      rows: [],
      note: opts.justPaid ? { tone: "success", text: "Payment received. Thank you!" } : null,
    };
  }
  if (inv.status === "PENDING")
    return { label: "Amount due", amount: due, paidWhen: null, rows: [], note: null, payUrl: inv.pay_url };
  if (inv.status === "EXPIRED")
    return {
      label: "Amount due",
      amount: due,
      paidWhen: null,
      rows: [],
      note: {
        tone: "info",
        text: `This invoice expired and can no longer be paid. Contact ${business} for a new one.`,
      },
      payUrl: null,
    };
  return {
    label: "Invoice amount",
    amount: due,
    paidWhen: null,
    rows: [],
    note: {
      tone: "info",
      text:
        inv.status === "CANCELLED"
          ? `${business} cancelled this invoice. Nothing is due.`
          : "This invoice was not issued and cannot be paid.",
    },
    payUrl: null,
  };
}
