import { publicForward } from "@/lib/bff/public-forward";

/** The options (challenge) of a passkey sign-in; anonymous. */
export const POST = publicForward("passkeys/sign-in/options");
