import { customerSignIn } from "@/lib/bff/customer-sign-in";
import { bffRoute } from "@/lib/bff/route";
import { routeMethods } from "@/lib/bff/methods";

/**
 * Logs in through the API and keeps the token in the encrypted cookie; the browser gets { user }
 * only. The device cookie goes to the API with the login and comes back refreshed (lib/bff/device-cookie.ts).
 */
const post = bffRoute("public", ({ req, forwardedFor }) => customerSignIn(req, "login", forwardedFor));

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ POST: post });
