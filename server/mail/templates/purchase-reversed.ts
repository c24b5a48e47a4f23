import { escapeHtml, PRODUCT_NAME, type RenderedMail } from "./layout";

export interface PurchaseReversedMail {
  name: string;
  /** "Airtime", "Electricity", ... */
  service: string;
  reference: string;
  /** Money already formatted (₦1,234.50). */
  amount: string;
  cashbackTakenBack: string | null;
  /** What the customer's wallet gained in all. */
  netCredit: string;
  transactionsUrl: string;
  supportEmail: string;
}

/** Tells a customer that the provider reversed a purchase first reported delivered, and that the money is back. */
export function purchaseReversedMail(m: PurchaseReversedMail): RenderedMail {
  const lines = [
    `Hello ${m.name},`,
    `The provider reversed your ${m.service.toLowerCase()} purchase ${m.reference} of ${m.amount} after first reporting it delivered, so it did not go through.`,
    m.cashbackTakenBack
      ? `We refunded ${m.amount} to your wallet and took back the ${m.cashbackTakenBack} cashback paid on it: your wallet was credited ${m.netCredit}.`
      : `We refunded ${m.amount} to your wallet.`,
    `You can see it in your transactions: ${m.transactionsUrl}`,
    `Questions? Contact ${m.supportEmail} and quote the reference above.`,
  ];
  const html = `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(PRODUCT_NAME)}</h1>
${lines
  .slice(0, 3)
  .map((l) => `<p>${escapeHtml(l)}</p>`)
  .join("\n")}
<p><a href="${escapeHtml(m.transactionsUrl)}" style="display:inline-block;background:#0f7b3f;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">View your transactions</a></p>
<p style="color:#52606d;font-size:14px">${escapeHtml(lines[4])}</p>
</div></body></html>`;
  return {
    subject: `Your ${m.service.toLowerCase()} purchase ${m.reference} was reversed and refunded`,
    text: `${lines.join("\n\n")}\n`,
    html,
  };
}
