import type { MailMessage } from "../mail/mailer";
import { registrationCodeMail } from "../mail/templates/registration-code";
import { resetCodeMail } from "../mail/templates/reset-code";
import { codeLinkUrl } from "../mail/web-links";
import type { AppContext } from "../http/context";
import type { OtpPurpose } from "./otp-codes";

/** The mail carrying a fresh code to its owner, with the link that opens its screen filled in. */
export function codeMail(
  ctx: AppContext,
  to: { email: string; name: string },
  purpose: Exclude<OtpPurpose, "pin_reset">,
  code: string,
): MailMessage {
  const render = purpose === "registration" ? registrationCodeMail : resetCodeMail;
  const linkUrl = codeLinkUrl(ctx.config, purpose, { email: to.email, code });
  const mail = render({ name: to.name, code, ttlSeconds: ctx.config.OTP_TTL_SECONDS, linkUrl });
  return { to: to.email, ...mail };
}
