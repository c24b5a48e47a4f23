import { noticeMailHtml, noticeMailText, PRODUCT_NAME, type RenderedMail } from "./layout";

/**
 * Sent instead of a code when a new verification code is asked for an address already verified:
 * the owner learns it (and where to log in); whoever asked learns nothing from the answer.
 */
export function alreadyVerifiedMail(opts: { name: string; loginUrl: string }): RenderedMail {
  const parts = {
    greeting: `Hello ${opts.name},`,
    paragraphs: [
      `Someone asked for a new verification code for this email address, but it is already verified: there is nothing more to do, and you can log in to ${PRODUCT_NAME}.`,
      "If you did not ask, you can ignore this email.",
    ],
    link: { label: "Log in", url: opts.loginUrl },
  };
  return {
    subject: `Your ${PRODUCT_NAME} email is already verified`,
    text: noticeMailText(parts),
    html: noticeMailHtml(parts),
  };
}
