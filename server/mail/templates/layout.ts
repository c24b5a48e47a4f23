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

/** A plain, single-column mail with the code set large. */
export function codeMailHtml(opts: { greeting: string; intro: string; code: string; footer: string }): string {
  return `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(PRODUCT_NAME)}</h1>
<p>${escapeHtml(opts.greeting)}</p>
<p>${escapeHtml(opts.intro)}</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:6px;margin:24px 0">${escapeHtml(opts.code)}</p>
<p style="color:#52606d;font-size:14px">${escapeHtml(opts.footer)}</p>
</div></body></html>`;
}
