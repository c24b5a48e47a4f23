import { lagosDateTime, noticeMailHtml, noticeMailText, PRODUCT_NAME, type RenderedMail } from "./layout";

export const PASSWORD_CHANGED_SUBJECT = `Your ${PRODUCT_NAME} password was changed`;

/** Told to the owner whenever the password is changed on the profile or reset by emailed code. */
export function passwordChangedMail(opts: { name: string; how: "changed" | "reset"; at: Date }): RenderedMail {
  const how =
    opts.how === "changed"
      ? "was changed from your profile, and every other device was signed out"
      : "was reset with a code we emailed you, and every device was signed out";
  const parts = {
    greeting: `Hello ${opts.name},`,
    paragraphs: [
      `Your password ${how} on ${lagosDateTime(opts.at)}.`,
      "If this was you, there is nothing to do. If it was not you, someone is using your account: reset your password now with Forgot Password on the sign-in page and contact support. We will never ask you for your password, PIN or codes.",
    ],
  };
  return { subject: PASSWORD_CHANGED_SUBJECT, text: noticeMailText(parts), html: noticeMailHtml(parts) };
}
