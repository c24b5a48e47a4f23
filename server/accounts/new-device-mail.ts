import { formatLagosDateTime } from "../../lib/dates";
import type { AppContext } from "../http/context";
import { newSignInMail } from "../mail/templates/new-sign-in";
import { forgotPasswordPageUrl, profilePageUrl } from "../mail/web-links";
import { describeClient } from "./client-device";

/** Emails the owner that a new device signed in: device, browser, address and time (Lagos). */
export async function sendNewDeviceMail(
  ctx: AppContext,
  user: { email: string; name: string },
  client: { userAgent?: string | null; ip?: string | null },
): Promise<void> {
  const view = describeClient(client.userAgent, client.ip);
  const address = view.address ? (view.country ? `${view.address} (${view.country})` : view.address) : "unknown";
  const mail = newSignInMail({
    name: user.name,
    device: view.device,
    browser: view.browser,
    address,
    time: formatLagosDateTime(ctx.now()),
    changePasswordUrl: forgotPasswordPageUrl(ctx.config),
    profileUrl: profilePageUrl(ctx.config),
  });
  await ctx.mailer.send({ to: user.email, ...mail });
}
