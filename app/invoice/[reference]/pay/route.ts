import { productApi, ProductApiError } from "@/lib/api/product-api";
import { INVOICE_REFERENCE, publicInvoiceCheckoutResponse } from "@/lib/contracts/merchant";
import { bffErrors } from "@/lib/bff/json";
import { routeMethods } from "@/lib/bff/methods";
import { bffRoute } from "@/lib/bff/route";

const to = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });

/**
 * The public invoice's Pay link (WEB_PUBLIC_URL/invoice/{reference}/pay, no login): sends the payer
 * on to the provider's checkout of the invoice as it stands now. An invoice no longer payable (paid,
 * expired, cancelled) or unknown goes back to its page, which says what happened. It is a link, not
 * a page: what it cannot redirect answers as the invoice's PDF link does, in the product's JSON
 * error shape (a reference of no invoice's shape 404; an API that does not answer 502, bffRoute).
 */
const get = bffRoute<"public", { reference: string }>("public", async ({ params, forwardedFor }) => {
  const { reference } = params;
  if (!INVOICE_REFERENCE.test(reference)) return bffErrors.notFound();
  try {
    const { data } = await productApi(`public/invoices/${reference}/checkout`, publicInvoiceCheckoutResponse, {
      forwardedFor,
    });
    return to(data.checkout_url);
  } catch (err) {
    if (err instanceof ProductApiError && (err.status === 404 || err.status === 409)) {
      return to(`/invoice/${reference}`);
    }
    throw err;
  }
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
