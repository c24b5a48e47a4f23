import type { z } from "zod";
import { apiFetch, readJson } from "@/lib/api/product-api";
import { ADMIN_MSG } from "@/lib/admin/admin-messages";
import { loginResponse } from "@/lib/contracts/account";
import { adminUserResponse, type adminSessionLoginResponse } from "@/lib/contracts/admin";
import { MSG } from "@/lib/contracts/messages";
import { keepDeviceToken } from "@/lib/bff/device-cookie";
import { forwardSignIn } from "@/lib/bff/forward-sign-in";
import { json } from "@/lib/bff/json";
import { revokeToken } from "@/lib/bff/revoke-token";
import { bffRoute } from "@/lib/bff/route";
import { getAdminSession } from "@/lib/session";
import { routeMethods } from "@/lib/bff/methods";

/**
 * Admin login (spec 2.13): POST /api/login, then GET /api/admin/user with that token. Only an
 * admin's token is kept, in the admin cookie; any other token is revoked at once.
 */
const post = bffRoute("public", async ({ req, forwardedFor }) => {
  const { data, error } = await forwardSignIn(req, "login", forwardedFor);
  if (error) return error;
  // Only the token is read here: whose it is, and whether an admin's, is asked of GET /admin/user.
  const login = loginResponse.pick({ token: true, device_token: true }).safeParse(data);
  if (!login.success || !login.data.token) return json({ message: MSG.loginNoToken }, 502);
  const token = login.data.token;

  const revoke = () => revokeToken(token, forwardedFor);
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
  const out: z.infer<typeof adminSessionLoginResponse> = { admin: parsed.data.data };
  session.admin = out.admin;
  await session.save();
  // The admin's browser keeps its own allowance of wrong passwords too (device cookie).
  await keepDeviceToken(req, login.data.device_token);
  return json(out);
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ POST: post });
