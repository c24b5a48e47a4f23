import "server-only";
import { cache } from "react";
import { headers } from "next/headers";
import { redirect, unstable_rethrow } from "next/navigation";
import type { z } from "zod";
import { unreadCountResponse } from "@/lib/contracts/notification-count";
import { userResponse, type User } from "@/lib/contracts/user";
import { SESSION_EXPIRED_PATH, verifySession } from "@/lib/session";
import { loginPathFor } from "@/lib/auth/next-path";
import { productApi, ProductApiError, type ApiRequest } from "./product-api";

/** Where a page sends a customer whose token the API no longer accepts: the handler that drops the cookie. */
export const EXPIRED_LOGIN_PATH = SESSION_EXPIRED_PATH;

/** The session-expired handler, with the page to come back to after signing in (set by proxy.ts). */
async function expiredLoginPath(): Promise<string> {
  return loginPathFor(EXPIRED_LOGIN_PATH, (await headers()).get("x-page-path"));
}

/** The browser's address chain as this request received it. */
export async function forwardedForFromHeaders(): Promise<string | null> {
  const h = await headers();
  return h.get("x-forwarded-for");
}

/**
 * Product-API reads for server components, as the signed-in customer; the answer is parsed with
 * `schema`, its contract in lib/contracts. No session -> /login; a 401 from the API -> /login with
 * the dead cookie dropped.
 */
export async function customerApi<S extends z.ZodType>(
  path: string,
  schema: S,
  req: Omit<ApiRequest, "token"> = {},
): Promise<z.infer<S>> {
  const session = await verifySession();
  try {
    return await productApi(path, schema, {
      forwardedFor: await forwardedForFromHeaders(),
      ...req,
      token: session.token,
    });
  } catch (err) {
    if (err instanceof ProductApiError && err.status === 401) redirect(await expiredLoginPath());
    throw err;
  }
}

/** GET /api/user, once per request. */
export const getCurrentUser = cache(async (): Promise<User> => (await customerApi("user", userResponse)).data);

/**
 * A read that seeds the browser's cache, or null when the API did not answer: the browser then
 * reads it itself. A 401 still redirects to /login (customerApi), as the browser's read would.
 */
export async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (err) {
    unstable_rethrow(err);
    return null;
  }
}

/** The bell's unread count for the shell's first render (GET /api/notifications/unread-count), or null. */
export const unreadCountOrNull = (): Promise<number | null> =>
  orNull(async () => (await customerApi("notifications/unread-count", unreadCountResponse)).unread);

/** The signed-in customer for a page that seeds the browser's useUser (UserFallback), or null. */
export const currentUserOrNull = (): Promise<User | null> => orNull(getCurrentUser);
