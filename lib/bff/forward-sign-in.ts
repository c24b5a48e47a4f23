import "server-only";
import type { NextRequest } from "next/server";
import { apiFetch, readJson } from "@/lib/api/product-api";
import { loginClientHeaders } from "./device-cookie";
import { readBody } from "./forward";
import { json } from "./json";

/**
 * A sign-in sent on to the API (`path`: "login", "passkeys/sign-in") with the browser's user
 * agent and device cookie. Its answer's JSON when it succeeded; otherwise the error answer for the
 * browser as it came, with its wait on a 429 (Retry-After).
 */
export async function forwardSignIn(
  req: NextRequest,
  path: string,
  forwardedFor: string | null,
): Promise<{ data: unknown; error?: never } | { error: Response; data?: never }> {
  const { body, error } = await readBody(req);
  if (error) return { error };
  const upstream = await apiFetch(path, {
    method: "POST",
    body: body ?? "{}",
    forwardedFor,
    headers: loginClientHeaders(req),
  });
  const data = await readJson(upstream);
  if (upstream.ok) return { data };
  const retryAfter = upstream.headers.get("retry-after");
  return { error: json(data, upstream.status, retryAfter ? { "Retry-After": retryAfter } : undefined) };
}
