import "server-only";
import type { NextRequest } from "next/server";
import { productApiBaseUrl } from "@/lib/api/product-api";
import { readTextUpTo } from "@/lib/bff/capped-body";
import { isProduction } from "@/lib/session-config";

const MAX_FORM_BYTES = 10_000;
const PASSED_HEADERS = ["content-type", "location"];

/**
 * The sandbox Monnify checkout, reached through the web: payers open it at
 * WEB_PUBLIC_URL/sandbox/monnify/checkout/... (server/mail/web-links.ts) and this passes the page and
 * its Pay form to the simulator on the API, which usually listens on an internal address only.
 * Redirects (back to the invoice page, on WEB_PUBLIC_URL) are passed to the browser as they are.
 * Not there in production, like the simulator itself.
 */
export async function forwardSandboxCheckout(req: NextRequest, reference: string, pay: boolean): Promise<Response> {
  if (isProduction()) return new Response("Not found", { status: 404 });
  const headers: Record<string, string> = { Accept: "text/html" };
  const forwardedFor = req.headers.get("x-forwarded-for");
  if (forwardedFor) headers["X-Forwarded-For"] = forwardedFor;
  let body: string | undefined;
  if (pay) {
    const text = await readTextUpTo(req, MAX_FORM_BYTES);
    if (text === null) return new Response("Too large", { status: 413 });
    body = text;
    headers["Content-Type"] = "application/x-www-form-urlencoded";
  }
  const path = `/sandbox/monnify/checkout/${encodeURIComponent(reference)}${pay ? "/pay" : ""}`;
  let upstream: Response;
  try {
    upstream = await fetch(`${productApiBaseUrl()}${path}`, {
      method: pay ? "POST" : "GET",
      headers,
      body,
      redirect: "manual",
      cache: "no-store",
      signal: AbortSignal.timeout(20_000),
    });
  } catch {
    return new Response("The sandbox checkout is unavailable.", { status: 502 });
  }
  const out = new Headers({ "Cache-Control": "no-store" });
  for (const h of PASSED_HEADERS) {
    const v = upstream.headers.get(h);
    if (v) out.set(h, v);
  }
  return new Response(await upstream.arrayBuffer(), { status: upstream.status, headers: out });
}
