import type { NextRequest } from "next/server";
import { apiFetch } from "@/lib/api/product-api";
import { ProductApiError } from "@/lib/api/product-api-error";
import { isUuid } from "@/lib/contracts/common";
import { routeMethods } from "@/lib/bff/methods";

/** A business logo (public: it appears on public invoice pages), passed through from the product API. */
async function get(_req: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isUuid(id)) return new Response("Not found", { status: 404 });
  try {
    const upstream = await apiFetch(`business/logo/${id}`, { accept: "image/*" });
    if (!upstream.ok) return new Response("Not found", { status: 404 });
    return new Response(await upstream.arrayBuffer(), {
      headers: {
        "Content-Type": upstream.headers.get("content-type") ?? "application/octet-stream",
        "Cache-Control": "public, max-age=31536000, immutable",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (err) {
    if (err instanceof ProductApiError) return new Response("Unavailable", { status: 502 });
    throw err;
  }
}

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
