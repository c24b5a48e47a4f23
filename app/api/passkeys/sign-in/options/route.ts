import { publicForward } from "@/lib/bff/public-forward";
import { routeMethods } from "@/lib/bff/methods";

/** The options (challenge) of a passkey sign-in; anonymous. */
const post = publicForward("passkeys/sign-in/options");

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ POST: post });
