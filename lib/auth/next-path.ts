import { isCustomerPage } from "@/lib/route-gate";

/** The longest return address kept: a summary page's query is well under it. */
const MAX_NEXT = 1_000;

/**
 * Where to go after signing in, from /login?next=: a customer page of this site (path and query),
 * else null (then the dashboard). Never another origin ("//evil", "/\\evil", "https:…"), never a
 * page outside the customer's (an admin page, the BFF, a file).
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_NEXT || !value.startsWith("/") || /^\/[/\\]/.test(value)) return null;
  if (/[\u0000-\u001f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, "http://x");
  } catch {
    return null;
  }
  if (url.origin !== "http://x" || !isCustomerPage(url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}

/** /login with the page to come back to, when it is one (safeNextPath). */
export function loginPathFor(base: string, next: string | null | undefined): string {
  const back = safeNextPath(next);
  if (!back || back === "/dashboard") return base; // where signing in leads anyway
  return `${base}${base.includes("?") ? "&" : "?"}next=${encodeURIComponent(back)}`;
}
