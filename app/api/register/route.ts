import { loginClientHeaders } from "@/lib/bff/device-cookie";
import { forward } from "@/lib/bff/forward";
import { bffRoute } from "@/lib/bff/route";
import { routeMethods } from "@/lib/bff/methods";

/**
 * Registration, forwarded without a token. The browser's device tokens go with it: a referral
 * from a browser that signed in to the referrer's account is a self-referral (server/referrals/link.ts).
 */
const post = bffRoute("public", ({ req, forwardedFor }) =>
  forward(req, { path: "register", forwardedFor, headers: loginClientHeaders(req) }),
);

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ POST: post });
