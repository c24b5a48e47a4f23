import "server-only";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import { loginResponse, type sessionLoginResponse } from "@/lib/contracts/account";
import { MSG } from "@/lib/contracts/messages";
import { getCustomerSession } from "@/lib/session";
import { keepDeviceToken } from "./device-cookie";
import { forwardSignIn } from "./forward-sign-in";
import { json } from "./json";
import { revokeToken } from "./revoke-token";

/**
 * A customer sign-in through the API (`path`: "login" with a password, "passkeys/sign-in" with a
 * passkey; both answer the API's loginResponse): the browser's user agent and device cookie go
 * with it, the token is kept in the encrypted session cookie, the device cookie is refreshed, and
 * the browser gets { user } only. An error answer goes to the browser as it came (with its wait on a 429).
 */
export async function customerSignIn(req: NextRequest, path: string, forwardedFor: string | null): Promise<Response> {
  const { data, error } = await forwardSignIn(req, path, forwardedFor);
  if (error) return error;
  const answer = loginResponse.safeParse(data);
  if (!answer.success || !answer.data.token) return json({ message: MSG.loginNoToken }, 502);
  if (answer.data.user.is_admin) {
    // The customer side is not an admin's (server/http/auth.ts requireCustomer): its token goes unused.
    await revokeToken(answer.data.token, forwardedFor);
    return json({ message: MSG.adminAccount }, 403);
  }
  const { id, name, email } = answer.data.user;
  const out: z.infer<typeof sessionLoginResponse> = { user: { id, name, email } };
  const session = await getCustomerSession();
  session.token = answer.data.token;
  session.user = out.user;
  await session.save();
  await keepDeviceToken(req, answer.data.device_token);
  return json(out);
}
