import { NextResponse, type NextRequest } from "next/server";
import { gate } from "@/lib/route-gate";
import { ADMIN_COOKIE, CUSTOMER_COOKIE } from "@/lib/session-config";

/**
 * The gate (Next 16's renamed middleware): redirects by cookie presence only. Pages, layouts and
 * BFF handlers still verify the session itself.
 */
export function proxy(request: NextRequest) {
  const decision = gate(request.nextUrl.pathname, {
    customer: request.cookies.has(CUSTOMER_COOKIE),
    admin: request.cookies.has(ADMIN_COOKIE),
  });
  if ("redirect" in decision) return NextResponse.redirect(new URL(decision.redirect, request.url));
  return NextResponse.next();
}

export const config = {
  // Pages only: not the BFF, Next's assets or files with an extension.
  matcher: ["/((?!api/|_next/static|_next/image|favicon.ico|.*\\.[a-zA-Z0-9]+$).*)"],
};
