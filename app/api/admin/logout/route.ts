import { apiFetch } from "@/lib/api/product-api";
import { json } from "@/lib/bff/json";
import { bffRoute } from "@/lib/bff/route";

/** Revokes the admin token at the API when it can; the admin cookie is cleared and the answer is 200 either way (spec 4). */
export const POST = bffRoute(
  "admin",
  async ({ session, token, forwardedFor }) => {
    if (token) {
      try {
        await apiFetch("logout", { method: "POST", body: "{}", token, forwardedFor, timeoutMs: 5000 });
      } catch {
        // logout clears the admin session even when the call fails
      }
    }
    session.destroy();
    return json({ message: "Logged out successfully." });
  },
  { requireSession: false },
);
