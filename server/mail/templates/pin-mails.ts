import {
  codeMailHtml,
  codeMailText,
  describeDuration,
  lagosDateTime,
  noticeMailHtml,
  noticeMailText,
  PRODUCT_NAME,
  type RenderedMail,
} from "./layout";

/** The mails of the transaction PIN (server/security/transaction-pin.ts). */

export const PIN_LOCKED_SUBJECT = `Your ${PRODUCT_NAME} transaction PIN is locked`;

/** Told to the owner once when wrong PINs lock the PIN. */
export function pinLockedMail(opts: { name: string; wrongPins: number; lockedUntil: Date }): RenderedMail {
  const parts = {
    greeting: `Hello ${opts.name},`,
    paragraphs: [
      `Your transaction PIN was entered wrongly ${opts.wrongPins} times in a row, so we have locked it until ${lagosDateTime(opts.lockedUntil)}. No money left your wallet: nothing can be paid from it while the PIN is locked.`,
      "If it was you, you can try again after that time, or reset your PIN from your profile with a code we email you and your password. If it was not you, someone is using your account: change your password now and sign out the devices you do not recognise on your profile. We will never ask you for your PIN.",
    ],
  };
  return { subject: PIN_LOCKED_SUBJECT, text: noticeMailText(parts), html: noticeMailHtml(parts) };
}

/** The code that resets the PIN, with the profile page (where the code is entered) as its link. */
export function pinResetCodeMail(opts: {
  name: string;
  code: string;
  ttlSeconds: number;
  profileUrl: string;
}): RenderedMail {
  const expires = describeDuration(opts.ttlSeconds);
  const parts = {
    greeting: `Hello ${opts.name},`,
    intro: `Use this code, with your password, to reset your ${PRODUCT_NAME} transaction PIN:`,
    code: opts.code,
    link: { label: "Open my profile", url: opts.profileUrl },
    footer: `The code expires in ${expires}. If you did not ask to reset your PIN, someone may be using your account: change your password now. Your PIN stays the same.`,
  };
  return {
    subject: `Your ${PRODUCT_NAME} PIN reset code`,
    text: codeMailText(parts),
    html: codeMailHtml(parts),
  };
}

/** Told to the owner whenever the PIN is set, changed or reset. */
export function pinChangedMail(opts: { name: string; what: "set" | "changed" | "reset"; at: Date }): RenderedMail {
  const parts = {
    greeting: `Hello ${opts.name},`,
    paragraphs: [
      `Your transaction PIN was ${opts.what} on ${lagosDateTime(opts.at)}.`,
      "If this was you, there is nothing to do. If it was not you, someone is using your account: change your password now (this signs out every device) and reset your PIN from your profile.",
    ],
  };
  return {
    subject: `Your ${PRODUCT_NAME} transaction PIN was ${opts.what}`,
    text: noticeMailText(parts),
    html: noticeMailHtml(parts),
  };
}
