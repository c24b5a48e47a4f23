import { apiFetch, readJson } from "@/lib/api/product-api";
import { MSG } from "@/lib/contracts/messages";
import { readBody } from "@/lib/bff/forward";
import { json } from "@/lib/bff/json";
import { bffRoute } from "@/lib/bff/route";
import { getCustomerSession, type SessionUser } from "@/lib/session";

interface LoginAnswer {
  token?: unknown;
  user?: { id?: unknown; name?: unknown; email?: unknown };
}

/** Logs in through the API and keeps the token in the encrypted cookie; the browser gets { user } only. */
export const POST = bffRoute("public", async ({ req, forwardedFor }) => {
  const { body, error } = await readBody(req);
  if (error) return error;
  const upstream = await apiFetch("login", { method: "POST", body: body ?? "{}", forwardedFor });
  const data = (await readJson(upstream)) as LoginAnswer;
  if (!upstream.ok) {
    const retryAfter = upstream.headers.get("retry-after");
    return json(data, upstream.status, retryAfter ? { "Retry-After": retryAfter } : undefined);
  }
  if (typeof data.token !== "string" || !data.token) return json({ message: MSG.loginNoToken }, 502);
  const user: SessionUser = {
    id: String(data.user?.id ?? ""),
    name: String(data.user?.name ?? ""),
    email: String(data.user?.email ?? ""),
  };
  const session = await getCustomerSession();
  session.token = data.token;
  session.user = user;
  await session.save();
  return json({ user });
});
