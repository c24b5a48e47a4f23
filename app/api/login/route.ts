import type { z } from "zod";
import { apiFetch, readJson } from "@/lib/api/product-api";
import { loginResponse, type sessionLoginResponse } from "@/lib/contracts/account";
import { MSG } from "@/lib/contracts/messages";
import { keepDeviceToken, loginClientHeaders } from "@/lib/bff/device-cookie";
import { readBody } from "@/lib/bff/forward";
import { json } from "@/lib/bff/json";
import { bffRoute } from "@/lib/bff/route";
import { getCustomerSession } from "@/lib/session";

/**
 * Logs in through the API and keeps the token in the encrypted cookie; the browser gets { user }
 * only. The device cookie goes to the API with the login and comes back refreshed (lib/bff/device-cookie.ts).
 */
export const POST = bffRoute("public", async ({ req, forwardedFor }) => {
  const { body, error } = await readBody(req);
  if (error) return error;
  const upstream = await apiFetch("login", {
    method: "POST",
    body: body ?? "{}",
    forwardedFor,
    headers: loginClientHeaders(req),
  });
  const data = await readJson(upstream);
  if (!upstream.ok) {
    // The API's error answer goes to the browser as it came (with its wait on a 429).
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
});
