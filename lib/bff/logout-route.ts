import "server-only";
import { apiFetch } from "@/lib/api/product-api";
import type { SessionKind } from "@/lib/session";
import { json } from "./json";
import { bffRoute } from "./route";

/**
 * POST handler for a logout BFF route: revokes the token at the API when it can; the session
 * cookie of `kind` is cleared and the answer is 200 either way (spec 4).
 */
export function logoutRoute<K extends SessionKind>(kind: K) {
  return bffRoute(
    kind,
    async ({ endSession, token, forwardedFor }) => {
      if (token) {
        try {
          await apiFetch("logout", { method: "POST", body: "{}", token, forwardedFor, timeoutMs: 5000 });
        } catch {
          // spec 4: logout clears the session even when the call fails
        }
      }
      await endSession();
      return json({ message: "Logged out successfully." });
    },
    { requireSession: false },
  );
}
