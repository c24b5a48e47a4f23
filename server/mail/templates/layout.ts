import { formatLagosDateTime } from "../../../lib/dates";
export const PRODUCT_NAME = "Naira Wallet";

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** "2 minutes", "90 seconds", "1 minute". */
export function describeDuration(seconds: number): string {
  if (seconds % 60 === 0) {
    const m = seconds / 60;
    return `${m} minute${m === 1 ? "" : "s"}`;
  }
  return `${seconds} seconds`;
}

/** A link the mail offers: a button in HTML; in both parts the address written out in full. */
export interface MailLink {
  /** The button's words ("Verify my email"). */
  label: string;
  url: string;
}

/** What the HTML says before the address written out under a button. */
export const LINK_FALLBACK_TEXT = "If the button does not work, copy this link into your browser:";

/** A button, then the same address as a plain link, for clients that hide buttons or for copying. */
export function linkButtonHtml(link: MailLink): string {
  const href = escapeHtml(link.url);
  return `<p style="margin:16px 0 8px"><a href="${href}" style="display:inline-block;background:#0f7b3f;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(link.label)}</a></p>
<p style="color:#52606d;font-size:13px;word-break:break-all">${escapeHtml(LINK_FALLBACK_TEXT)}<br><a href="${href}" style="color:#0f7b3f">${href}</a></p>`;
}

export interface CodeMailParts {
  greeting: string;
  intro: string;
  code: string;
  link: MailLink;
  footer: string;
}

/** What a code mail says before its link, in both parts. */
export const CODE_LINK_TEXT = "Or open this link, which fills in the code for you:";

/** A plain, single-column mail with the code set large and, under it, the link that fills it in. */
export function codeMailHtml(opts: CodeMailParts): string {
  return `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(PRODUCT_NAME)}</h1>
<p>${escapeHtml(opts.greeting)}</p>
<p>${escapeHtml(opts.intro)}</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:6px;margin:24px 0">${escapeHtml(opts.code)}</p>
<p>${escapeHtml(CODE_LINK_TEXT)}</p>
${linkButtonHtml(opts.link)}
<p style="color:#52606d;font-size:14px">${escapeHtml(opts.footer)}</p>
</div></body></html>`;
}

/** The plain-text part of a code mail: the same words, code and link as the HTML. */
export function codeMailText(opts: CodeMailParts): string {
  return `${opts.greeting}\n\n${opts.intro}\n\n${opts.code}\n\n${CODE_LINK_TEXT}\n${opts.link.url}\n\n${opts.footer}\n`;
}

/** A mail that tells its owner something (no code): paragraphs, and maybe one link. */
export interface NoticeMailParts {
  greeting: string;
  paragraphs: string[];
  link?: MailLink;
}

export function noticeMailHtml(opts: NoticeMailParts): string {
  return `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(PRODUCT_NAME)}</h1>
<p>${escapeHtml(opts.greeting)}</p>
${opts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
${opts.link ? linkButtonHtml(opts.link) : ""}
</div></body></html>`;
}

export function noticeMailText(opts: NoticeMailParts): string {
  const link = opts.link ? `${opts.link.label}: ${opts.link.url}\n\n` : "";
  return `${opts.greeting}\n\n${opts.paragraphs.join("\n\n")}\n\n${link}`.replace(/\n+$/, "\n");
}

/**
 * A moment in a mail: the product's one format (lib/dates.ts), named as Lagos time because a mail
 * is read outside the app, maybe abroad: "14 Nov 2026, 9:30 am (Lagos time)".
 */
export function lagosDateTime(at: Date): string {
  return `${formatLagosDateTime(at)} (Lagos time)`;
}
