import { customerSignIn } from "@/lib/bff/customer-sign-in";
import { bffRoute } from "@/lib/bff/route";

/**
 * Logs in through the API and keeps the token in the encrypted cookie; the browser gets { user }
 * only. The device cookie goes to the API with the login and comes back refreshed (lib/bff/device-cookie.ts).
 */
export const POST = bffRoute("public", ({ req, forwardedFor }) => customerSignIn(req, "login", forwardedFor));
