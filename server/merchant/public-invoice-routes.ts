import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { INVOICE_MSG, publicInvoiceCheckoutResponse, publicInvoiceResponse } from "../../lib/contracts/merchant";
import { koboToNaira } from "../../lib/money";
import { conflict, notFound } from "../http/errors";
import { invoicePayUrl } from "../mail/web-links";
import { errorResponses } from "../http/route-kit";
import { limitPdfDownload } from "../pdf/download-limits";
import { renderInvoicePdf } from "./invoice-pdf";
import { invoiceByReference, issuerLogo, issuerOf } from "./invoice-service";
import { restBilledToSamePayer } from "./invoice-balance";
import { amountPaid, effectiveStatus, invoiceUrl } from "./invoice-view";

const refParams = z.object({ reference: z.string().max(100) });

/** What an invoice's customer sees without logging in: the public page's data and the PDF. */
export const publicInvoiceRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  const load = async (reference: string) => {
    const inv = await invoiceByReference(ctx, reference);
    if (!inv) throw notFound(INVOICE_MSG.notFound);
    return { inv, issuer: await issuerOf(ctx, inv.userId) };
  };

  r.get(
    "/public/invoices/:reference",
    {
      schema: {
        tags: ["invoices"],
        summary: "A sent invoice as its customer sees it (no login; the reference is the capability)",
        params: refParams,
        response: { 200: publicInvoiceResponse, ...errorResponses(404) },
      },
    },
    async (req) => {
      const { inv, issuer } = await load(req.params.reference);
      const status = effectiveStatus(inv, ctx.now());
      const rest = status === "PARTIALLY_PAID" ? await restBilledToSamePayer(ctx, inv) : null;
      return {
        data: {
          invoice_reference: inv.invoiceReference,
          amount: koboToNaira(inv.amountKobo),
          description: inv.description,
          customer_name: inv.customerName,
          expiry_date: inv.expiryDate.toISOString(),
          status,
          amount_paid: amountPaid(inv),
          paid_at: inv.paidAt?.toISOString() ?? null,
          pay_url: status === "PENDING" && inv.checkoutUrl ? invoicePayUrl(ctx.config, inv.invoiceReference) : null,
          balance_invoice_reference: rest?.invoiceReference ?? null,
          business: {
            name: issuer.name,
            logo_id: issuer.logoId,
            address: issuer.address,
            phone: issuer.phone,
            email: issuer.email,
          },
        },
      };
    },
  );

  r.get(
    "/public/invoices/:reference/checkout",
    {
      schema: {
        tags: ["invoices"],
        summary: "The provider's checkout of a PENDING invoice, where its Pay link sends the payer (no login)",
        params: refParams,
        response: { 200: publicInvoiceCheckoutResponse, ...errorResponses(404, 409) },
      },
    },
    async (req) => {
      const { inv } = await load(req.params.reference);
      if (effectiveStatus(inv, ctx.now()) !== "PENDING" || !inv.checkoutUrl) throw conflict(INVOICE_MSG.notPayable);
      return { data: { checkout_url: inv.checkoutUrl } };
    },
  );

  r.get(
    "/public/invoices/:reference/pdf",
    { schema: { tags: ["invoices"], summary: "The invoice as a PDF (no login)", params: refParams } },
    async (req, reply) => {
      await limitPdfDownload(ctx, "publicInvoice", req.ip);
      const { inv, issuer } = await load(req.params.reference);
      const pdf = await renderInvoicePdf({
        invoice: inv,
        status: effectiveStatus(inv, ctx.now()),
        business: { ...issuer, logo: await issuerLogo(ctx, issuer.logoId) },
        invoiceUrl: invoiceUrl(ctx, inv.invoiceReference),
        generatedAt: ctx.now(),
      });
      return reply
        .header("Content-Type", "application/pdf")
        .header("Content-Disposition", `attachment; filename="invoice_${inv.invoiceReference}.pdf"`)
        .header("Cache-Control", "no-store")
        .send(pdf);
    },
  );
};
