import { NextResponse, type NextRequest } from "next/server";
import { gate } from "@/lib/route-gate";
import { ADMIN_COOKIE, CUSTOMER_COOKIE, cookieSecure } from "@/lib/session-config";

/**
 * The gate (Next 16's renamed middleware): redirects by cookie presence only. Pages, layouts and
 * BFF handlers still verify the session itself.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  const decision = gate(pathname, searchParams, {
    customer: request.cookies.has(CUSTOMER_COOKIE),
    admin: request.cookies.has(ADMIN_COOKIE),
  });
  if ("redirect" in decision) return NextResponse.redirect(new URL(decision.redirect, request.url));
  const response = NextResponse.next();
  if (decision.clearCustomerCookie) {
    response.cookies.set(CUSTOMER_COOKIE, "", {
      maxAge: 0,
      path: "/",
      httpOnly: true,
      secure: cookieSecure(),
      sameSite: "lax",
    });
  }
  return response;
}

export const config = {
  // Pages only: not the BFF, Next's assets or files with an extension.
  matcher: ["/((?!api/|_next/static|_next/image|favicon.ico|.*\\.[a-zA-Z0-9]+$).*)"],
};
