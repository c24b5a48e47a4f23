import "server-only";
import type { NextRequest } from "next/server";
import { apiFetchStream } from "@/lib/api/product-api";
import { jsonText } from "./json";

const FILE_HEADERS = ["content-type", "content-disposition"];

/**
 * A file answer (a CSV export, a statement's CSV or PDF) passed through to the browser as the API
 * streams it, never read whole; an error answer stays JSON. `accept` names the file types wanted.
 */
export async function streamThrough(
  req: NextRequest,
  opts: { path: string; token: string; forwardedFor: string | null; accept: string },
): Promise<Response> {
  const upstream = await apiFetchStream(opts.path, {
    token: opts.token,
    forwardedFor: opts.forwardedFor,
    search: req.nextUrl.search,
    accept: `${opts.accept}, application/json`,
    timeoutMs: 120_000,
  });
  const type = upstream.headers.get("content-type") ?? "";
  if (!upstream.ok || type.includes("json")) {
    const text = await upstream.text();
    const headers: Record<string, string> = { "Cache-Control": "no-store" };
    const retry = upstream.headers.get("retry-after");
    if (retry) headers["retry-after"] = retry;
    return jsonText(text || "{}", upstream.status, headers);
  }
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const h of FILE_HEADERS) {
    const v = upstream.headers.get(h);
    if (v) headers.set(h, v);
  }
  return new Response(upstream.body, { status: upstream.status, headers });
}
