import "server-only";
import type { NextRequest } from "next/server";
import { apiFetch } from "@/lib/api/product-api";
import { readTextUpTo } from "./capped-body";
import { bffErrors, jsonText } from "./json";

const MAX_BODY_BYTES = 1_000_000;
const PASSED_HEADERS = ["retry-after"];
const BINARY_HEADERS = ["content-type", "content-disposition", "content-length"];

/** The request's body as text (JSON bodies only), or a 413 answer when it is too large. */
export async function readBody(req: NextRequest): Promise<{ body?: string; error?: Response }> {
  if (req.method === "GET" || req.method === "HEAD") return {};
  const text = await readTextUpTo(req, MAX_BODY_BYTES);
  if (text === null) return { error: bffErrors.tooLarge() };
  return { body: text === "" ? undefined : text };
}

export interface ForwardOptions {
  path: string;
  token?: string;
  forwardedFor?: string | null;
  /** Pass the body as bytes with content-type and content-disposition (PDF receipts). */
  binary?: boolean;
  /** Override the body sent upstream (default: the incoming request's body). */
  body?: unknown;
  /** More request headers (registration's device tokens, for the referral rules). */
  headers?: Record<string, string>;
}

/**
 * Forwards the incoming request to the product API and answers with the API's status and body
 * unchanged (JSON as text, or bytes for binary). Throws ProductApiError when the API is unreachable;
 * bffRoute turns that into a 502. Untyped by design: the answer passes through unread, so it is
 * parsed once, by the browser code that reads it, with its contract (lib/client/bff-fetch.ts).
 */
export async function forward(req: NextRequest, opts: ForwardOptions): Promise<Response> {
  let body: unknown = opts.body;
  if (body === undefined) {
    const read = await readBody(req);
    if (read.error) return read.error;
    body = read.body;
  }
  // A HEAD asks the API for the GET; the body of the answer is dropped on the way out (Node sends none to a HEAD).
  const method = (req.method === "HEAD" ? "GET" : req.method) as "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  const upstream = await apiFetch(opts.path, {
    method,
    body: method === "GET" ? undefined : (body ?? "{}"),
    token: opts.token,
    forwardedFor: opts.forwardedFor,
    search: req.nextUrl.search,
    accept: opts.binary ? "application/pdf, application/json" : "application/json",
    headers: opts.headers,
  });
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  for (const h of PASSED_HEADERS) {
    const v = upstream.headers.get(h);
    if (v) headers[h] = v;
  }
  const isJson = (upstream.headers.get("content-type") ?? "").includes("json");
  if (opts.binary && upstream.ok && !isJson) {
    for (const h of BINARY_HEADERS) {
      const v = upstream.headers.get(h);
      if (v) headers[h] = v;
    }
    return new Response(upstream.bytes, { status: upstream.status, headers });
  }
  return jsonText(upstream.bytes.length === 0 ? "{}" : upstream.bytes, upstream.status, headers);
}
