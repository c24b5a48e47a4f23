import "server-only";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import { apiFetch, readJson } from "@/lib/api/product-api";
import { loginResponse, type sessionLoginResponse } from "@/lib/contracts/account";
import { MSG } from "@/lib/contracts/messages";
import { getCustomerSession } from "@/lib/session";
import { keepDeviceToken, loginClientHeaders } from "./device-cookie";
import { readBody } from "./forward";
import { json } from "./json";

/**
 * A customer sign-in through the API (`path`: "login" with a password, "passkeys/sign-in" with a
 * passkey; both answer the API's loginResponse): the browser's user agent and device cookie go
 * with it, the token is kept in the encrypted session cookie, the device cookie is refreshed, and
 * the browser gets { user } only. An error answer goes to the browser as it came (with its wait on a 429).
 */
export async function customerSignIn(req: NextRequest, path: string, forwardedFor: string | null): Promise<Response> {
  const { body, error } = await readBody(req);
  if (error) return error;
  const upstream = await apiFetch(path, {
    method: "POST",
    body: body ?? "{}",
    forwardedFor,
    headers: loginClientHeaders(req),
  });
  const data = await readJson(upstream);
  if (!upstream.ok) {
    const retryAfter = upstream.headers.get("retry-after");
    return json(data, upstream.status, retryAfter ? { "Retry-After": retryAfter } : undefined);
  }
  const answer = loginResponse.safeParse(data);
  if (!answer.success || !answer.data.token) return json({ message: MSG.loginNoToken }, 502);
  const { id, name, email } = answer.data.user;
  const out: z.infer<typeof sessionLoginResponse> = { user: { id, name, email } };
  const session = await getCustomerSession();
  session.token = answer.data.token;
  session.user = out.user;
  await session.save();
  await keepDeviceToken(req, answer.data.device_token);
  return json(out);
}
