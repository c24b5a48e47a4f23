import { noticeMailHtml, noticeMailText, PRODUCT_NAME, type RenderedMail } from "./layout";

/** The admin's reply to a customer's claim or dispute, with the page where the case is shown. */
export function caseReplyMail(opts: {
  name: string;
  /** "Missing deposit" or "Purchase not received". */
  kind: string;
  /** Money already formatted (₦1,234.50). */
  amount: string;
  status: string;
  reply: string;
  caseUrl: string;
  supportEmail: string;
}): RenderedMail {
  const parts = {
    greeting: `Hello ${opts.name},`,
    paragraphs: [
      `We have an answer on your ${opts.kind.toLowerCase()} case of ${opts.amount}. Its status is now: ${opts.status}.`,
      opts.reply,
      `Questions? Reply to ${opts.supportEmail}.`,
    ],
    link: { label: "View my claim", url: opts.caseUrl },
  };
  return {
    subject: `${PRODUCT_NAME}: an answer on your ${opts.kind.toLowerCase()} case`,
    text: noticeMailText(parts),
    html: noticeMailHtml(parts),
  };
}
