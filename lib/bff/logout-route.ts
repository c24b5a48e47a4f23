import "server-only";
import type { SessionKind } from "@/lib/session";
import { json } from "./json";
import { revokeToken } from "./revoke-token";
import { bffRoute } from "./route";

/**
 * POST handler for a logout BFF route: revokes the token at the API when it can; the session
 * cookie of `kind` is cleared and the answer is 200 either way (spec 4).
 */
export function logoutRoute<K extends SessionKind>(kind: K) {
  return bffRoute(
    kind,
    async ({ endSession, token, forwardedFor }) => {
      // spec 4: logout clears the session even when the call fails
      if (token) await revokeToken(token, forwardedFor);
      await endSession();
      return json({ message: "Logged out successfully." });
    },
    { requireSession: false },
  );
}
