import { apiFetch, readJson } from "@/lib/api/product-api";
import { ADMIN_MSG } from "@/lib/admin/admin-messages";
import { adminUserResponse } from "@/lib/contracts/admin";
import { MSG } from "@/lib/contracts/messages";
import { keepDeviceToken, loginClientHeaders } from "@/lib/bff/device-cookie";
import { readBody } from "@/lib/bff/forward";
import { json } from "@/lib/bff/json";
import { bffRoute } from "@/lib/bff/route";
import { getAdminSession } from "@/lib/session";

/**
 * Admin login (spec 2.13): POST /api/login, then GET /api/admin/user with that token. Only an
 * admin's token is kept, in the admin cookie; any other token is revoked at once.
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
  const data = (await readJson(upstream)) as {
    token?: unknown;
    device_token?: unknown;
    message?: unknown;
    errors?: unknown;
  };
  if (!upstream.ok) {
    const retryAfter = upstream.headers.get("retry-after");
    return json(data, upstream.status, retryAfter ? { "Retry-After": retryAfter } : undefined);
  }
  if (typeof data.token !== "string" || !data.token) return json({ message: MSG.loginNoToken }, 502);
  const token = data.token;

  const revoke = () =>
    apiFetch("logout", { method: "POST", body: "{}", token, forwardedFor, timeoutMs: 5000 }).catch(() => undefined);
  const me = await apiFetch("admin/user", { token, forwardedFor });
  if (me.status === 401 || me.status === 403) {
    await revoke();
    return json({ message: ADMIN_MSG.notAdmin }, 403);
  }
  const parsed = adminUserResponse.safeParse(await readJson(me));
  if (!me.ok || !parsed.success) {
    await revoke();
    return json({ message: ADMIN_MSG.adminDataFailed }, 502);
  }
  const session = await getAdminSession();
  session.token = token;
  session.admin = parsed.data.data;
  await session.save();
  // The admin's browser keeps its own allowance of wrong passwords too (device cookie).
  if (typeof data.device_token === "string") await keepDeviceToken(req, data.device_token);
  return json({ admin: parsed.data.data });
});
