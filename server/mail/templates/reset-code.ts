import { codeMailHtml, codeMailText, describeDuration, PRODUCT_NAME, type RenderedMail } from "./layout";

/** The password-reset code sent by forgot-password. */
export function resetCodeMail(opts: {
  name: string;
  code: string;
  ttlSeconds: number;
  /** The reset flow's code step for this email with the code filled in (server/mail/web-links.ts). */
  linkUrl: string;
}): RenderedMail {
  const expires = describeDuration(opts.ttlSeconds);
  const parts = {
    greeting: `Hello ${opts.name},`,
    intro: `Use this code to reset your ${PRODUCT_NAME} password:`,
    code: opts.code,
    link: { label: "Reset my password", url: opts.linkUrl },
    footer: `The code expires in ${expires}, and so does the link. If you did not ask to reset your password, you can ignore this email; your password stays the same.`,
  };
  return { subject: `Your ${PRODUCT_NAME} password reset code`, text: codeMailText(parts), html: codeMailHtml(parts) };
}
