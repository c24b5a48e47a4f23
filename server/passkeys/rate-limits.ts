import { limiterFor } from "../http/rate-limit";

const FIFTEEN_MINUTES = 15 * 60;

/**
 * Passkey ceremonies, each limited (sliding windows in the database, server/http/rate-limit.ts).
 * Sign-in is anonymous, so it is counted per address like the login's address limit; its verify
 * counts failures only (a success gives its place back), as the login does. The signed-in
 * ceremonies are counted per customer: each stores a challenge row.
 */
export const limitPasskeys = limiterFor("passkeys", {
  signInOptions: { limit: 100, windowSeconds: FIFTEEN_MINUTES },
  signIn: { limit: 100, windowSeconds: FIFTEEN_MINUTES },
  registrationOptions: { limit: 20, windowSeconds: FIFTEEN_MINUTES },
  approvalOptions: { limit: 60, windowSeconds: FIFTEEN_MINUTES },
});
