import "server-only";
import { apiFetch } from "@/lib/api/product-api";

/**
 * Revokes a bearer token at the API (its logout), at most 5 s, never throwing: a logout clears the
 * session even when the call fails (spec 4), and a sign-in the BFF refuses leaves its token unused.
 */
export async function revokeToken(token: string, forwardedFor: string | null): Promise<void> {
  try {
    await apiFetch("logout", { method: "POST", body: "{}", token, forwardedFor, timeoutMs: 5000 });
  } catch {
    // Best effort: the token is not kept anywhere either way.
  }
}
