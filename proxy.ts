import { NextResponse, type NextRequest } from "next/server";
import { newNonce, pageCsp } from "@/lib/csp";
import { safeNextPath } from "@/lib/auth/next-path";
import { gate } from "@/lib/route-gate";
import { ADMIN_COOKIE, CUSTOMER_COOKIE, isProduction } from "@/lib/session-config";

/**
 * The gate (Next 16's renamed middleware): redirects by cookie presence only. Pages, layouts and
 * BFF handlers still verify the session itself. It also gives every page its Content-Security-Policy
 * with a fresh nonce (lib/csp.ts), on the request (Next reads the nonce from it while rendering and
 * puts it on its scripts) and on the response (the browser enforces it).
 */
export function proxy(request: NextRequest) {
  const decision = gate(
    request.nextUrl.pathname,
    { customer: request.cookies.has(CUSTOMER_COOKIE), admin: request.cookies.has(ADMIN_COOKIE) },
    { search: request.nextUrl.search, back: safeNextPath(request.nextUrl.searchParams.get("next")) },
  );
  if ("redirect" in decision) return NextResponse.redirect(new URL(decision.redirect, request.url));

  const nonce = newNonce();
  const csp = pageCsp({
    nonce,
    dev: process.env.NODE_ENV === "development",
    production: isProduction(),
  });
  const headers = new Headers(request.headers);
  headers.set("Content-Security-Policy", csp);
  // The root layout hands it to next-themes' inline script; set here, so a client's own x-nonce never counts.
  headers.set("x-nonce", nonce);
  // The page asked for, which a server render whose session the API refused sends back to after
  // signing in (lib/api/customer-api.ts); set here, so a client's own header never counts.
  headers.set("x-page-path", request.nextUrl.pathname + request.nextUrl.search);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", csp);
  return response;
}

export const config = {
  // Pages only: not the BFF, Next's assets or files with an extension.
  matcher: ["/((?!api/|_next/static|_next/image|favicon.ico|.*\\.[a-zA-Z0-9]+$).*)"],
};
