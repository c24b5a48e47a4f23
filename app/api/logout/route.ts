import { apiFetch } from "@/lib/api/product-api";
import { json } from "@/lib/bff/json";
import { bffRoute } from "@/lib/bff/route";

/** Revokes the token at the API when it can; the cookie is cleared and the answer is 200 either way. */
export const POST = bffRoute(
  "customer",
  async ({ session, token, forwardedFor }) => {
    if (token) {
      try {
        await apiFetch("logout", { method: "POST", body: "{}", token, forwardedFor, timeoutMs: 5000 });
      } catch {
        // spec 4: logout clears the session even when the call fails
      }
    }
    session.destroy();
    return json({ message: "Logged out successfully." });
  },
  { requireSession: false },
);
