import { noticeMailHtml, noticeMailText, PRODUCT_NAME, type RenderedMail } from "./layout";

/** Last month's statement, attached as a PDF; the body gives the two balances. */
export function monthlyStatementMail(opts: {
  name: string;
  /** "October 2026". */
  month: string;
  /** Money already formatted (₦1,234.50). */
  opening: string;
  closing: string;
  profileUrl: string;
  supportEmail: string;
}): RenderedMail {
  const parts = {
    greeting: `Hello ${opts.name},`,
    paragraphs: [
      `Your ${PRODUCT_NAME} statement for ${opts.month} is attached as a PDF.`,
      `Opening balance: ${opts.opening}. Closing balance: ${opts.closing}.`,
      `You get this email because you turned on monthly statements; you can turn them off in your profile. Questions? Reply to ${opts.supportEmail}.`,
    ],
    link: { label: "Open my profile", url: opts.profileUrl },
  };
  return {
    subject: `${PRODUCT_NAME}: your statement for ${opts.month}`,
    text: noticeMailText(parts),
    html: noticeMailHtml(parts),
  };
}
