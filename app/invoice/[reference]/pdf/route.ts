import type { NextRequest } from "next/server";
import { apiFetch } from "@/lib/api/product-api";
import { ProductApiError } from "@/lib/api/product-api-error";
import { INVOICE_REFERENCE } from "@/lib/contracts/merchant";
import { routeMethods } from "@/lib/bff/methods";

/** The invoice's PDF (public, like the invoice page), passed through from the product API. */
async function get(_req: NextRequest, { params }: { params: Promise<{ reference: string }> }) {
  const { reference } = await params;
  if (!INVOICE_REFERENCE.test(reference)) return new Response("Not found", { status: 404 });
  try {
    const upstream = await apiFetch(`public/invoices/${reference}/pdf`, { accept: "application/pdf" });
    if (!upstream.ok) return new Response("Not found", { status: 404 });
    return new Response(await upstream.arrayBuffer(), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition":
          upstream.headers.get("content-disposition") ?? `attachment; filename="invoice_${reference}.pdf"`,
        "Cache-Control": "no-store",
      },
    });
  } catch (err) {
    if (err instanceof ProductApiError) return new Response("Unavailable", { status: 502 });
    throw err;
  }
}

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
