import { apiFetch } from "@/lib/api/product-api";
import { isUuid } from "@/lib/contracts/common";
import { bffErrors, jsonText } from "@/lib/bff/json";
import { routeMethods } from "@/lib/bff/methods";
import { bffRoute } from "@/lib/bff/route";

/**
 * A business logo (public: it appears on public invoice pages), passed through from the product API
 * with a year's caching (a new upload gets a new id); a refusal is the API's JSON error answer.
 */
const get = bffRoute<"public", { id: string }>("public", async ({ params }) => {
  if (!isUuid(params.id)) return bffErrors.notFound();
  const upstream = await apiFetch(`business/logo/${params.id}`, { accept: "image/*, application/json" });
  if (!upstream.ok) return jsonText(upstream.bytes, upstream.status, { "Cache-Control": "no-store" });
  return new Response(upstream.bytes, {
    headers: {
      "Content-Type": upstream.headers.get("content-type") ?? "application/octet-stream",
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
