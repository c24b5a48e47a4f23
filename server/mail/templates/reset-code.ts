import { codeMailHtml, describeDuration, PRODUCT_NAME, type RenderedMail } from "./layout";

/** The password-reset code sent by forgot-password. */
export function resetCodeMail(opts: { name: string; code: string; ttlSeconds: number }): RenderedMail {
  const expires = describeDuration(opts.ttlSeconds);
  const greeting = `Hello ${opts.name},`;
  const intro = `Use this code to reset your ${PRODUCT_NAME} password:`;
  const footer = `The code expires in ${expires}. If you did not ask to reset your password, you can ignore this email; your password stays the same.`;
  return {
    subject: `Your ${PRODUCT_NAME} password reset code`,
    text: `${greeting}\n\n${intro}\n\n${opts.code}\n\n${footer}\n`,
    html: codeMailHtml({ greeting, intro, code: opts.code, footer }),
  };
}
