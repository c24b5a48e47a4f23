import { codeMailHtml, describeDuration, PRODUCT_NAME, type RenderedMail } from "./layout";

/** The email-verification code sent at registration, on resend and on an unverified login. */
export function registrationCodeMail(opts: { name: string; code: string; ttlSeconds: number }): RenderedMail {
  const expires = describeDuration(opts.ttlSeconds);
  const greeting = `Hello ${opts.name},`;
  const intro = `Use this code to verify your email address for ${PRODUCT_NAME}:`;
  const footer = `The code expires in ${expires}. If you did not create a ${PRODUCT_NAME} account, you can ignore this email.`;
  return {
    subject: `Your ${PRODUCT_NAME} verification code`,
    text: `${greeting}\n\n${intro}\n\n${opts.code}\n\n${footer}\n`,
    html: codeMailHtml({ greeting, intro, code: opts.code, footer }),
  };
}
