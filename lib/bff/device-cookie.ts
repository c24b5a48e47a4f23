import "server-only";
import type { NextRequest } from "next/server";
import { cookies } from "next/headers";
import { DEVICE_TOKEN_HEADER, DEVICE_TTL_DAYS, MAX_DEVICE_TOKENS } from "@/lib/contracts/sessions";
import { cookieSecure } from "@/lib/session-config";

/**
 * The device cookie (OWASP's "Slow Down Online Guessing Attacks with Device Cookies"): the device
 * tokens the API issued to this browser at its successful sign-ins, newest first, at most one per
 * account and MAX_DEVICE_TOKENS in all (a shared phone may sign in to a few accounts). httpOnly,
 * SameSite=Lax, Secure like the session cookies, on the web's origin; the browser's scripts never
 * see it. The login routes send the tokens to the API, which verifies them (server/accounts/login-devices.ts).
 */
export const DEVICE_COOKIE = "nw_device";

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

function tokensIn(value: string | undefined): string[] {
  return (value ?? "")
    .split(".")
    .filter((t) => TOKEN.test(t))
    .slice(0, MAX_DEVICE_TOKENS);
}

/**
 * The headers of a login call to the API that say which browser signs in: its user agent (kept
 * with the session for the customer's list of devices) and its device tokens.
 */
export function loginClientHeaders(req: NextRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  const ua = req.headers.get("user-agent");
  if (ua) headers["User-Agent"] = ua.slice(0, 512);
  const tokens = tokensIn(req.cookies.get(DEVICE_COOKIE)?.value);
  if (tokens.length) headers[DEVICE_TOKEN_HEADER] = tokens.join(",");
  return headers;
}

/** After a successful sign-in: `token` first in the device cookie, the others after it. */
export async function keepDeviceToken(req: NextRequest, token: string): Promise<void> {
  if (!TOKEN.test(token)) return;
  const others = tokensIn(req.cookies.get(DEVICE_COOKIE)?.value).filter((t) => t !== token);
  const jar = await cookies();
  jar.set(DEVICE_COOKIE, [token, ...others].slice(0, MAX_DEVICE_TOKENS).join("."), {
    httpOnly: true,
    secure: cookieSecure(),
    sameSite: "lax",
    path: "/",
    maxAge: DEVICE_TTL_DAYS * 24 * 3600,
  });
}
