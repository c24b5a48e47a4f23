import type { ApiBody } from "@/lib/client/api-result";

/** Where an admin write goes when its answer says the session is over. */
export const ADMIN_LOGIN_PATH = "/admin/login";

/**
 * True, with the page on its way to the admin login, when an admin write answered 401 (the session
 * expired) or 403 (not, or no longer, an admin: the BFF has cleared the cookie, spec 6).
 */
export function adminSessionOver(res: { status: number }, router: { replace: (href: string) => void }): boolean {
  if (res.status !== 401 && res.status !== 403) return false;
  router.replace(ADMIN_LOGIN_PATH);
  return true;
}

/**
 * An admin write's refusal in one line: its first field error ("field: message" when `named`),
 * else its message, else `fallback`.
 */
export function refusalText(data: ApiBody, fallback: string, { named = false } = {}): string {
  const [field, messages] = Object.entries(data.errors ?? {})[0] ?? [];
  const first = messages?.[0];
  if (first) return named ? `${field}: ${first}` : first;
  return data.message ?? fallback;
}
