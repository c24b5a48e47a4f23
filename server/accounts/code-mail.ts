import type { MailMessage } from "../mail/mailer";
import { registrationCodeMail } from "../mail/templates/registration-code";
import { resetCodeMail } from "../mail/templates/reset-code";
import type { AppContext } from "../http/context";
import type { OtpPurpose } from "./otp-codes";

/** The mail carrying a fresh code to its owner. */
export function codeMail(
  ctx: AppContext,
  to: { email: string; name: string },
  purpose: OtpPurpose,
  code: string,
): MailMessage {
  const render = purpose === "registration" ? registrationCodeMail : resetCodeMail;
  const mail = render({ name: to.name, code, ttlSeconds: ctx.config.OTP_TTL_SECONDS });
  return { to: to.email, ...mail };
}
