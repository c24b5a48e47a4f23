import { customerSignIn } from "@/lib/bff/customer-sign-in";
import { bffRoute } from "@/lib/bff/route";

/** Signs in with a passkey's assertion: the same session, device cookie and answer as the password login. */
export const POST = bffRoute("public", ({ req, forwardedFor }) =>
  customerSignIn(req, "passkeys/sign-in", forwardedFor),
);
