import { escapeHtml, linkButtonHtml, PRODUCT_NAME, type RenderedMail } from "../mail/templates/layout";
import { formatKobo } from "../../lib/money";
import { formatLagosDateTime } from "../../lib/dates";
import type { Invoice } from "./invoice-view";

/** The mail a customer's customer receives when an invoice is sent: both parts link to the public invoice page. */
export function invoiceMail(
  inv: Invoice,
  business: { name: string; email: string | null },
  links: { invoiceUrl: string; pdfUrl: string },
): RenderedMail {
  const amount = formatKobo(inv.amountKobo);
  const due = formatLagosDateTime(inv.expiryDate);
  const subject = `Invoice ${inv.invoiceReference} from ${business.name}`;
  const text = [
    `Hello ${inv.customerName},`,
    "",
    `${business.name} has sent you an invoice for ${amount}.`,
    `For: ${inv.description}`,
    `Due: ${due}`,
    "",
    `View and pay: ${links.invoiceUrl}`,
    `PDF: ${links.pdfUrl}`,
    ...(business.email ? ["", `Questions? Reply to ${business.email}.`] : []),
    "",
    `Sent with ${PRODUCT_NAME}.`,
  ].join("\n");
  const html = `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(business.name)}</h1>
<p>Hello ${escapeHtml(inv.customerName)},</p>
<p>${escapeHtml(business.name)} has sent you an invoice.</p>
<p style="font-size:28px;font-weight:bold;margin:16px 0">${escapeHtml(amount)}</p>
<p>For: ${escapeHtml(inv.description)}<br>Due: ${escapeHtml(due)}<br>Reference: ${escapeHtml(inv.invoiceReference)}</p>
${linkButtonHtml({ label: "View and pay", url: links.invoiceUrl })}
<p style="font-size:14px"><a href="${escapeHtml(links.pdfUrl)}">Download the PDF</a></p>
<p style="color:#52606d;font-size:13px">Sent with ${escapeHtml(PRODUCT_NAME)}.</p>
</div></body></html>`;
  return { subject, text, html };
}
