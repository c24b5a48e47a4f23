import { eq } from "drizzle-orm";
import { formatKobo } from "../../lib/money";
import type { NotificationType } from "../../lib/contracts/notifications";
import { transactions } from "../db/schema";
import type { AppContext } from "../http/context";
import type { MailMessage } from "../mail/mailer";
import { noticeMailHtml, noticeMailText, type RenderedMail } from "../mail/templates/layout";
import { purchaseReversedMail } from "../mail/templates/purchase-reversed";
import { transactionPageUrl, webUrl } from "../mail/web-links";
import { invoicePaidMail } from "../merchant/invoice-paid-mail";
import { SERVICE_LABEL, type ServiceKey } from "../purchases/services";
import { renderReceiptPdf } from "../wallet/receipt-pdf";

export interface StoredNotification {
  id: string;
  type: NotificationType;
  title: string;
  body: string;
  link: string | null;
  data: Record<string, unknown>;
}

const str = (v: unknown) => (typeof v === "string" ? v : "");
const num = (v: unknown) => (typeof v === "number" ? v : 0);

/** Every notification mail ends with where its switches are. */
const PREFERENCES_NOTE = "You can choose which notifications we email you on your profile.";

/** The plain notice mail (the product's notice style) for a notification: its words, and a button to its page. */
function noticeFor(ctx: AppContext, n: StoredNotification, name: string): RenderedMail {
  const parts = {
    greeting: `Hello ${name},`,
    paragraphs: [n.body, PREFERENCES_NOTE],
    link: n.link
      ? {
          label: n.link.startsWith("/transactions/")
            ? "See the transaction"
            : n.link.startsWith("/bulk")
              ? "See the batch"
              : "Open Naira Wallet",
          url: webUrl(ctx.config, n.link),
        }
      : undefined,
  };
  return { subject: n.title, text: noticeMailText(parts), html: noticeMailHtml(parts) };
}

/**
 * The mail of one notification: the reversal and paid-invoice mails keep their own templates, the
 * others are notice mails; a delivered purchase carries its receipt PDF, the one the receipt
 * download gives.
 */
export async function notificationMail(
  ctx: AppContext,
  n: StoredNotification,
  customer: { name: string; email: string },
): Promise<MailMessage> {
  const d = n.data;
  if (n.type === "purchase_reversed") {
    const amount = num(d.amount_kobo);
    const cashback = num(d.cashback_taken_back_kobo);
    const mail = purchaseReversedMail({
      name: customer.name,
      service: SERVICE_LABEL[str(d.service) as ServiceKey] ?? str(d.service),
      // the short reference the screens show (a notification recorded before it was kept: the long one)
      reference: str(d.short_reference) || str(d.reference),
      amount: formatKobo(amount),
      cashbackTakenBack: cashback > 0 ? formatKobo(cashback) : null,
      netCredit: formatKobo(amount - cashback),
      transactionsUrl: webUrl(ctx.config, "/transactions"),
      supportEmail: ctx.config.SUPPORT_EMAIL,
    });
    return { to: customer.email, ...mail };
  }
  if (n.type === "invoice_paid") {
    const status = str(d.status);
    const mail = invoicePaidMail({
      name: customer.name,
      invoiceReference: str(d.invoice_reference),
      description: str(d.description),
      customerName: str(d.customer_name),
      payer: typeof d.payer === "string" ? d.payer : null,
      paymentKobo: num(d.payment_kobo),
      paidInAllKobo: num(d.paid_in_all_kobo),
      amountDueKobo: num(d.amount_due_kobo),
      status: status === "OVERPAID" || status === "PARTIALLY_PAID" ? status : "PAID",
      paidAt: new Date(str(d.paid_at)),
      transactionUrl: transactionPageUrl(ctx.config, str(d.transaction_id)),
    });
    return { to: customer.email, ...mail };
  }
  const message: MailMessage = { to: customer.email, ...noticeFor(ctx, n, customer.name) };
  if (d.receipt === true && typeof d.transaction_id === "string") {
    const [row] = await ctx.db.select().from(transactions).where(eq(transactions.id, d.transaction_id));
    if (row) {
      const pdf = await renderReceiptPdf({
        transaction: row,
        customer,
        supportEmail: ctx.config.SUPPORT_EMAIL,
        generatedAt: ctx.now(),
      });
      message.attachments = [
        { filename: `receipt_${row.reference}.pdf`, contentType: "application/pdf", content: pdf },
      ];
    }
  }
  return message;
}
