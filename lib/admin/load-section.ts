import "server-only";
import { unstable_rethrow } from "next/navigation";
import { ZodError } from "zod";
import { ProductApiError } from "@/lib/api/product-api-error";

export type Section<T> = { ok: true; data: T } | { ok: false; message: string };

/**
 * Loads one part of an admin page so a failure shows that part's message instead of breaking the
 * page. "Could not load X." when the API answered something unusable (an error status or another
 * shape); "Failed to load X." when the call itself failed (API unreachable or timed out).
 * Redirects (expired session) pass through.
 */
export async function loadSection<T>(
  load: () => Promise<T>,
  messages: { could: string; failed: string },
): Promise<Section<T>> {
  try {
    return { ok: true, data: await load() };
  } catch (err) {
    unstable_rethrow(err);
    if (err instanceof ProductApiError && !err.unreachable) return { ok: false, message: messages.could };
    if (err instanceof ZodError) return { ok: false, message: messages.could };
    console.error("admin section failed", err);
    return { ok: false, message: messages.failed };
  }
}
