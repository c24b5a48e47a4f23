import { codeMailHtml, codeMailText, describeDuration, PRODUCT_NAME, type RenderedMail } from "./layout";

/** The email-verification code sent at registration, on resend and on an unverified login. */
export function registrationCodeMail(opts: {
  name: string;
  code: string;
  ttlSeconds: number;
  /** The verification screen for this email with the code filled in (server/mail/web-links.ts). */
  linkUrl: string;
}): RenderedMail {
  const expires = describeDuration(opts.ttlSeconds);
  const parts = {
    greeting: `Hello ${opts.name},`,
    intro: `Use this code to verify your email address for ${PRODUCT_NAME}:`,
    code: opts.code,
    link: { label: "Verify my email", url: opts.linkUrl },
    footer: `The code expires in ${expires}, and so does the link. If you did not create a ${PRODUCT_NAME} account, you can ignore this email.`,
  };
  return { subject: `Your ${PRODUCT_NAME} verification code`, text: codeMailText(parts), html: codeMailHtml(parts) };
}
