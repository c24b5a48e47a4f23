import type { NextRequest } from "next/server";
import { productApi, ProductApiError } from "@/lib/api/product-api";
import { userResponse } from "@/lib/contracts/user";
import { getCustomerSession } from "@/lib/session";
import { routeMethods } from "@/lib/bff/methods";
import { loginPathFor } from "@/lib/auth/next-path";

const to = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });

/**
 * Where a customer page sends a session the API refused (401): server components cannot change
 * cookies, so this handler drops the customer cookie and continues to /login?expired=1.
 *
 * It is a plain GET anyone can link to, so it never takes the page's word for it: the token is
 * asked about again, and only a real 401 (or a cookie without a token) ends the session. A live
 * session goes back to the dashboard, signed in; so does one the API cannot be asked about now.
 */
async function get(req: NextRequest) {
  const session = await getCustomerSession();
  if (session.token) {
    try {
      await productApi("user", userResponse, {
        token: session.token,
        forwardedFor: req.headers.get("x-forwarded-for"),
      });
      return to("/dashboard");
    } catch (err) {
      if (!(err instanceof ProductApiError && err.status === 401)) return to("/dashboard");
    }
  }
  session.destroy();
  return to(loginPathFor("/login?expired=1", req.nextUrl.searchParams.get("next")));
}

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
