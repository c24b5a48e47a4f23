import { customerSignIn } from "@/lib/bff/customer-sign-in";
import { bffRoute } from "@/lib/bff/route";
import { routeMethods } from "@/lib/bff/methods";

/** Signs in with a passkey's assertion: the same session, device cookie and answer as the password login. */
const post = bffRoute("public", ({ req, forwardedFor }) => customerSignIn(req, "passkeys/sign-in", forwardedFor));

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ POST: post });
