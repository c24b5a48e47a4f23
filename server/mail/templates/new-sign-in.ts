import { escapeHtml, linkButtonHtml, PRODUCT_NAME, type RenderedMail } from "./layout";

export const NEW_SIGN_IN_SUBJECT = `New sign-in to your ${PRODUCT_NAME}`;

/** Told to the owner when a browser without a known device cookie signs in (server/accounts/new-device-mail.ts). */
export function newSignInMail(opts: {
  name: string;
  device: string;
  browser: string;
  /** "102.89.34.* (Nigeria)", or "unknown". */
  address: string;
  /** Lagos wall-clock time in the product's one format (lib/dates.ts), "5 Mar 2025, 2:03 pm". */
  time: string;
  changePasswordUrl: string;
  profileUrl: string;
}): RenderedMail {
  const intro = `Your ${PRODUCT_NAME} account was just signed in to from a device or browser we have not seen before.`;
  const details: Array<[string, string]> = [
    ["Device", opts.device],
    ["Browser", opts.browser],
    ["Address", opts.address],
    ["Time", opts.time],
  ];
  const ifYou = "If this was you, there is nothing to do.";
  const ifNot =
    "If this was not you, someone knows your password: change it now (this signs out every device), then check the devices signed in to your account on your profile and sign out any you do not recognise. We will never ask you for your password, PIN or codes.";
  const text = `Hello ${opts.name},

${intro}

${details.map(([k, v]) => `${k}: ${v}`).join("\n")}

${ifYou}

${ifNot}

Change my password: ${opts.changePasswordUrl}
Signed-in devices: ${opts.profileUrl}
`;
  const html = `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(PRODUCT_NAME)}</h1>
<p>Hello ${escapeHtml(opts.name)},</p>
<p>${escapeHtml(intro)}</p>
<table style="border-collapse:collapse;margin:16px 0">${details
    .map(
      ([k, v]) =>
        `<tr><td style="padding:4px 16px 4px 0;color:#52606d">${escapeHtml(k)}</td><td style="padding:4px 0;font-weight:bold">${escapeHtml(v)}</td></tr>`,
    )
    .join("")}</table>
<p>${escapeHtml(ifYou)}</p>
<p>${escapeHtml(ifNot)}</p>
${linkButtonHtml({ label: "Change my password", url: opts.changePasswordUrl })}
<p style="font-size:14px"><a href="${escapeHtml(opts.profileUrl)}" style="color:#0f7b3f">See the devices signed in to your account</a></p>
</div></body></html>`;
  return { subject: NEW_SIGN_IN_SUBJECT, text, html };
}
