/**
 * What proxy.ts does with a page request, by cookie presence only (pages still verify the
 * session). Kept pure so it can be tested.
 */
const CUSTOMER_PREFIXES = [
  "/dashboard",
  "/transactions",
  "/business",
  "/invoices",
  "/profile",
  "/paytv",
  "/exam-pin",
  "/airtime",
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

export type GateDecision = { redirect: string } | { next: true; clearCustomerCookie?: boolean };

export function gate(
  pathname: string,
  search: URLSearchParams,
  cookies: { customer: boolean; admin: boolean },
): GateDecision {
  if (isAdminPage(pathname) && !cookies.admin) return { redirect: "/admin/login" };
  if (isCustomerPage(pathname) && !cookies.customer) return { redirect: "/login" };
  if (GUEST_ONLY.includes(pathname) && cookies.customer) {
    // A page found the session dead (the API answered 401) and sent the user here: drop the cookie.
    if (pathname === "/login" && search.get("expired") === "1") return { next: true, clearCustomerCookie: true };
    return { redirect: "/dashboard" };
  }
  return { next: true };
}
