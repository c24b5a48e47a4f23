import type { NextRequest } from "next/server";
import { productApi, ProductApiError } from "@/lib/api/product-api";
import { INVOICE_REFERENCE, publicInvoiceCheckoutResponse } from "@/lib/contracts/merchant";
import { routeMethods } from "@/lib/bff/methods";

const to = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });

/**
 * The public invoice's Pay link (WEB_PUBLIC_URL/invoice/{reference}/pay, no login): sends the payer
 * on to the provider's checkout of the invoice as it stands now. An invoice no longer payable (paid,
 * expired, cancelled) goes back to its page, which says what happened.
 */
async function get(req: NextRequest, { params }: { params: Promise<{ reference: string }> }) {
  const { reference } = await params;
  if (!INVOICE_REFERENCE.test(reference)) return new Response("Not found", { status: 404 });
  try {
    const { data } = await productApi(`public/invoices/${reference}/checkout`, publicInvoiceCheckoutResponse, {
      forwardedFor: req.headers.get("x-forwarded-for"),
    });
    return to(data.checkout_url);
  } catch (err) {
    if (!(err instanceof ProductApiError)) throw err;
    if (err.status === 404 || err.status === 409) return to(`/invoice/${reference}`);
    return new Response("The payment page is unavailable. Please try again shortly.", { status: 502 });
  }
}

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
