import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { getIronSession, type IronSession, type SessionOptions } from "iron-session";
import { ADMIN_COOKIE, CUSTOMER_COOKIE, cookieSecure, resolveSessionPassword } from "./session-config";
import { unsealCached } from "./unsealed-session-cache";

/** What the web keeps about a signed-in user; the token never leaves the server. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
}

export interface CustomerSessionData {
  token?: string;
  user?: SessionUser;
}

export interface AdminSessionData {
  token?: string;
  admin?: SessionUser;
}

export type SessionKind = "customer" | "admin";

interface SessionDataByKind {
  customer: CustomerSessionData;
  admin: AdminSessionData;
}

/** Matches the product API's token lifetime (7 days by default). */
const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

export const SESSION_KINDS: Record<SessionKind, { cookieName: string; loginPath: string }> = {
  customer: { cookieName: CUSTOMER_COOKIE, loginPath: "/login" },
  admin: { cookieName: ADMIN_COOKIE, loginPath: "/admin/login" },
};

function sessionOptions(kind: SessionKind): SessionOptions {
  return {
    cookieName: SESSION_KINDS[kind].cookieName,
    password: resolveSessionPassword(),
    ttl: SESSION_TTL_SECONDS,
    cookieOptions: { httpOnly: true, secure: cookieSecure(), sameSite: "lax", path: "/" },
  };
}

/** The session of one kind, readable and writable (writes only work in route handlers and actions). */
export async function getSession<K extends SessionKind>(kind: K): Promise<IronSession<SessionDataByKind[K]>> {
  return getIronSession<SessionDataByKind[K]>(await cookies(), sessionOptions(kind));
}

/**
 * What a session of one kind holds, read only: the hot path of every signed-in page and BFF call,
 * through a cache of recently unsealed cookies (lib/unsealed-session-cache.ts). Writes (sign-in,
 * sign-out, an ended session) use getSession.
 */
export async function readSessionData<K extends SessionKind>(kind: K): Promise<Partial<SessionDataByKind[K]>> {
  const sealed = (await cookies()).get(SESSION_KINDS[kind].cookieName)?.value;
  if (!sealed) return {};
  return unsealCached<SessionDataByKind[K]>(sealed, { password: resolveSessionPassword(), ttl: SESSION_TTL_SECONDS });
}

export const getCustomerSession = () => getSession("customer");
export const getAdminSession = () => getSession("admin");

/** Reads the customer session once per request; null when there is none. */
export const readCustomerSession = cache(async (): Promise<{ token: string; user: SessionUser } | null> => {
  const s = await readSessionData("customer");
  return s.token && s.user ? { token: s.token, user: s.user } : null;
});

/**
 * Where pages send a customer session the API refused (app/api/session-expired): it asks the API
 * again, drops the cookie only on a real 401, then goes on to /login?expired=1.
 */
export const SESSION_EXPIRED_PATH = "/api/session-expired";

/**
 * For server components and layouts: the customer session, or a redirect to /login. The gate
 * (proxy.ts) only lets a page render when the cookie is present, so no session here means a
 * cookie that does not decrypt (tampered, or sealed with another password): the session-expired
 * handler drops it, otherwise /login would send the cookie back to /dashboard in a redirect loop.
 */
export const verifySession = cache(async () => {
  const session = await readCustomerSession();
  if (!session) redirect(SESSION_EXPIRED_PATH);
  return session;
});
export const requireCustomer = verifySession;

export const readAdminSession = cache(async (): Promise<{ token: string; admin: SessionUser } | null> => {
  const s = await readSessionData("admin");
  return s.token && s.admin ? { token: s.token, admin: s.admin } : null;
});

/** For admin server components: the admin session, or a redirect to /admin/login. */
export const requireAdmin = cache(async () => {
  const session = await readAdminSession();
  if (!session) redirect("/admin/login");
  return session;
});
