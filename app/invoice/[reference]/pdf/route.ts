import { INVOICE_REFERENCE } from "@/lib/contracts/merchant";
import { forward } from "@/lib/bff/forward";
import { bffErrors } from "@/lib/bff/json";
import { routeMethods } from "@/lib/bff/methods";
import { bffRoute } from "@/lib/bff/route";

/**
 * The invoice's PDF (public, like the invoice page), relayed from the product API as a receipt is:
 * the bytes with their type and file name, or the API's answer in the product's JSON error shape
 * (an unknown invoice 404, too many downloads from one address 429 with Retry-After). The payer's
 * address goes along, since the API limits these downloads per address.
 */
const get = bffRoute<"public", { reference: string }>("public", async ({ req, params, forwardedFor }) => {
  if (!INVOICE_REFERENCE.test(params.reference)) return bffErrors.notFound();
  return forward(req, { path: `public/invoices/${params.reference}/pdf`, forwardedFor, binary: true });
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
