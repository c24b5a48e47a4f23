import { z } from "zod";
import type { CallOptions, MonnifyAdapter } from "./monnify-adapter";
import { MonnifyError } from "./monnify-adapter";
import { koboToNairaText } from "../../../lib/money";

/** Monnify's invoice API (providers.md): create, details, cancel. Uses the adapter's login and error handling. */

const numeric = z.union([z.number(), z.string()]);

export const invoiceBodySchema = z.looseObject({
  invoiceReference: z.string().min(1),
  invoiceStatus: z.string().min(1),
  checkoutUrl: z.string().nullish(),
  amount: numeric.nullish(),
  accountNumber: z.string().nullish(),
  bankName: z.string().nullish(),
  expiryDate: z.string().nullish(),
  transactionReference: z.string().nullish(),
});
export type InvoiceBody = z.infer<typeof invoiceBodySchema>;

export interface CreateInvoiceInput {
  invoiceReference: string;
  amountKobo: number;
  description: string;
  customerEmail: string;
  customerName: string;
  expiresAt: Date;
  redirectUrl?: string;
}

/** "yyyy-MM-dd HH:mm:ss" in Lagos time (UTC+1), as Monnify reads expiryDate. */
export function monnifyExpiry(d: Date): string {
  return new Date(d.getTime() + 3600_000).toISOString().slice(0, 19).replace("T", " ");
}

/** POST /api/v1/invoice/create: answers invoiceStatus PENDING and the checkoutUrl. */
export async function createInvoice(
  adapter: MonnifyAdapter,
  contractCode: string,
  input: CreateInvoiceInput,
  call?: CallOptions,
): Promise<InvoiceBody> {
  return adapter.request(
    "POST",
    "/api/v1/invoice/create",
    invoiceBodySchema,
    {
      amount: koboToNairaText(input.amountKobo),
      invoiceReference: input.invoiceReference,
      description: input.description,
      currencyCode: "NGN",
      contractCode,
      customerEmail: input.customerEmail,
      customerName: input.customerName,
      expiryDate: monnifyExpiry(input.expiresAt),
      paymentMethods: ["ACCOUNT_TRANSFER", "CARD"],
      ...(input.redirectUrl ? { redirectUrl: input.redirectUrl } : {}),
    },
    call,
  );
}

/** GET /api/v1/invoice/{invoiceReference}/details; null when Monnify does not know it. */
export async function invoiceDetails(
  adapter: MonnifyAdapter,
  invoiceReference: string,
  call?: CallOptions,
): Promise<InvoiceBody | null> {
  try {
    return await adapter.request(
      "GET",
      `/api/v1/invoice/${encodeURIComponent(invoiceReference)}/details`,
      invoiceBodySchema,
      undefined,
      call,
    );
  } catch (err) {
    if (err instanceof MonnifyError && err.status === 404) return null;
    throw err;
  }
}

/** DELETE /api/v1/invoice/{invoiceReference}/cancel. */
export async function cancelInvoice(
  adapter: MonnifyAdapter,
  invoiceReference: string,
  call?: CallOptions,
): Promise<InvoiceBody> {
  return adapter.request(
    "DELETE",
    `/api/v1/invoice/${encodeURIComponent(invoiceReference)}/cancel`,
    invoiceBodySchema,
    undefined,
    call,
  );
}
