/**
 * What proxy.ts does with a page request, by cookie presence only (pages still verify the
 * session). Kept pure so it can be tested.
 */
const CUSTOMER_PREFIXES = [
  "/dashboard",
  "/transactions",
  "/beneficiaries",
  "/statements",
  "/insights",
  "/business",
  "/invoices",
  "/profile",
  "/paytv",
  "/exam-pin",
  "/airtime",
  "/claims",
  "/api-keys",
  "/schedules",
  "/bulk",
  "/webhooks",
  "/make-money",
];
/** Pages named by a prefix: /data-purchase, /electricity-summary, /kyc and /kycmodal. */
const CUSTOMER_DASH_PREFIXES = ["/data-", "/electricity-", "/kyc"];
const GUEST_ONLY = ["/login", "/register"];

function underPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}-`);
}

export function isCustomerPage(pathname: string): boolean {
  return (
    CUSTOMER_PREFIXES.some((p) => underPrefix(pathname, p)) ||
    CUSTOMER_DASH_PREFIXES.some((p) => pathname.startsWith(p))
  );
}

export function isAdminPage(pathname: string): boolean {
  return (pathname === "/admin" || pathname.startsWith("/admin/")) && pathname !== "/admin/login";
}

export type GateDecision = { redirect: string } | { next: true };

/**
 * `search` is the request's query ("?a=1" or ""); `back` the login page's own ?next= already judged
 * safe (lib/auth/next-path.ts), or null.
 */
export function gate(
  pathname: string,
  cookies: { customer: boolean; admin: boolean },
  { search = "", back = null }: { search?: string; back?: string | null } = {},
): GateDecision {
  if (isAdminPage(pathname) && !cookies.admin) return { redirect: "/admin/login" };
  // The page asked for comes back after signing in (a link from a mail, a summary mid-purchase).
  if (isCustomerPage(pathname) && !cookies.customer)
    return { redirect: pathname === "/dashboard" ? "/login" : `/login?next=${encodeURIComponent(pathname + search)}` };
  // Even /login?expired=1: a link never ends a session. A dead one is dropped by the BFF on a 401,
  // or by /api/session-expired after the API refused the token (lib/session.ts).
  if (GUEST_ONLY.includes(pathname) && cookies.customer) return { redirect: back ?? "/dashboard" };
  return { next: true };
}
