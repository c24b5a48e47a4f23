import type { NextRequest } from "next/server";
import { apiFetch } from "@/lib/api/product-api";
import { readTextUpTo } from "@/lib/bff/capped-body";
import { json, jsonText } from "@/lib/bff/json";
import { BUSINESS_MSG } from "@/lib/contracts/merchant";
import { bffRoute } from "@/lib/bff/route";
import { routeMethods } from "@/lib/bff/methods";

/**
 * GET/POST /api/business: like the catch-all BFF, but with room for a logo (1 MB of image is about
 * 1.4 MB of base64, more than the catch-all's 1 MB body limit). The answer passes through unread,
 * as lib/bff/forward.ts's do (the business form parses it with its contract).
 */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** Only a logo makes a body this large: the API's own answer for a logo over 1 MB. */
const logoTooLarge = () => json({ message: BUSINESS_MSG.logoSize, errors: { logo: [BUSINESS_MSG.logoSize] } }, 422);

const handler = bffRoute("customer", async ({ req, token, forwardedFor }) => {
  let body: string | undefined;
  if (req.method === "POST") {
    const text = await readTextUpTo(req, MAX_BODY_BYTES);
    if (text === null) return logoTooLarge();
    body = text;
  }
  const upstream = await apiFetch("business", {
    method: req.method === "POST" ? "POST" : "GET",
    body: body || (req.method === "POST" ? "{}" : undefined),
    token,
    forwardedFor,
    timeoutMs: 20_000,
  });
  return jsonText((await upstream.text()) || "{}", upstream.status, { "Cache-Control": "no-store" });
});

const handle = (req: NextRequest) => handler(req, { params: Promise.resolve({}) });

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: handle, POST: handle });
