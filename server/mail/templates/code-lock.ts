import { lagosDateTime, noticeMailHtml, noticeMailText, PRODUCT_NAME, type RenderedMail } from "./layout";

/**
 * Told to the owner when too many codes failed and that purpose's codes are locked
 * (server/accounts/code-locks.ts): what happened, until when, and that nothing changed.
 */
export function codeLockMail(opts: {
  name: string;
  purpose: "registration" | "reset" | "pin_reset";
  failedCodes: number;
  lockedUntil: Date;
}): RenderedMail {
  const until = lagosDateTime(opts.lockedUntil);
  const [subject, what, after] =
    opts.purpose === "pin_reset"
      ? [
          `PIN reset is paused on your ${PRODUCT_NAME} account`,
          `${opts.failedCodes} PIN reset codes for your account were entered wrongly within 24 hours, so we have paused PIN reset until ${until}. Your transaction PIN has not changed.`,
          "If it was not you, someone is using your account: change your password now and sign out the devices you do not recognise on your profile.",
        ]
      : opts.purpose === "reset"
        ? [
            `Password reset is paused on your ${PRODUCT_NAME} account`,
            `${opts.failedCodes} password reset codes for your account were entered wrongly within 24 hours, so we have paused password reset until ${until}. Your password has not changed, and nobody can reset it while reset is paused.`,
            "If it was you, you can ask for a new code after that time. If it was not you, someone may be trying to get into your account: keep your password to yourself. You do not need to do anything else.",
          ]
        : [
            `Email verification is paused for your ${PRODUCT_NAME} account`,
            `${opts.failedCodes} verification codes for this email address were entered wrongly within 24 hours, so we have paused email verification until ${until}.`,
            "If it was you, you can ask for a new code after that time. If you did not create an account with us, you can ignore this email.",
          ];
  const parts = { greeting: `Hello ${opts.name},`, paragraphs: [what, after] };
  return { subject, text: noticeMailText(parts), html: noticeMailHtml(parts) };
}
