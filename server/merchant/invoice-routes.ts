import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  buildInvoiceSchema,
  buildNewInvoiceSchema,
  INVOICE_MSG,
  invoiceListQuerySchema,
  invoiceResponse,
  invoiceSavedResponse,
  invoiceSentResponse,
  invoicesResponse,
} from "../../lib/contracts/merchant";
import { errorResponses, idParams, secured, signedIn } from "../http/route-kit";
import {
  createCustomerInvoice,
  listInvoices,
  ownInvoice,
  sendCustomerInvoice,
  updateCustomerInvoice,
} from "./invoice-service";
import { toInvoiceViews } from "./invoice-balance";
import { toInvoiceView } from "./invoice-view";
import { limitMerchantAction } from "./rate-limits";

const errors = errorResponses(400, 401, 403, 404, 409, 422, 429, 502);

/** The customer's invoices (spec 7.4): list with a status filter, create, edit (PENDING only), send. */
export const invoiceRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  // Expiry "in the future" is checked against the injected clock.
  const bodySchema = buildInvoiceSchema(ctx.now);
  const newBodySchema = buildNewInvoiceSchema(ctx.now);

  r.get(
    "/invoices",
    {
      ...signedIn,
      schema: {
        ...secured("invoices", "The customer's invoices, newest first; status= filters (EXPIRED: PENDING past expiry)"),
        querystring: invoiceListQuerySchema,
        response: { 200: invoicesResponse, ...errors },
      },
    },
    async (req) => ({
      data: await toInvoiceViews(ctx, await listInvoices(ctx, req.auth!.userId, req.query.status)),
    }),
  );

  r.get(
    "/invoices/:id",
    {
      ...signedIn,
      schema: {
        ...secured("invoices", "One of the customer's invoices"),
        params: idParams,
        response: { 200: invoiceResponse, ...errors },
      },
    },
    async (req) => {
      const [view] = await toInvoiceViews(ctx, [await ownInvoice(ctx, req.auth!.userId, req.params.id)]);
      return { data: view };
    },
  );

  r.post(
    "/invoices",
    {
      ...signedIn,
      schema: {
        ...secured(
          "invoices",
          "Create an invoice through Monnify (needs verified KYC); answers the checkout_url. balance_of bills the rest of a part-paid invoice, once while that invoice is live, for no more than is still to pay",
        ),
        body: newBodySchema,
        response: { 201: invoiceSavedResponse, ...errors },
      },
    },
    async (req, reply) => {
      await limitMerchantAction(ctx, "invoiceCreate", req.auth!.userId);
      return reply.code(201).send({
        message: INVOICE_MSG.created,
        data: toInvoiceView(ctx, await createCustomerInvoice(ctx, req.auth!.userId, req.body)),
      });
    },
  );

  r.put(
    "/invoices/:id",
    {
      ...signedIn,
      schema: {
        ...secured("invoices", "Edit a PENDING invoice"),
        params: idParams,
        body: bodySchema,
        response: { 200: invoiceSavedResponse, ...errors },
      },
    },
    async (req) => ({
      message: INVOICE_MSG.updated,
      data: toInvoiceView(ctx, await updateCustomerInvoice(ctx, req.auth!.userId, req.params.id, req.body)),
    }),
  );

  r.post(
    "/invoices/:id/send",
    {
      ...signedIn,
      schema: {
        ...secured(
          "invoices",
          "Email a PENDING invoice to its customer; answers invoice_url, whatsapp_url and pdf_url",
        ),
        params: idParams,
        response: { 200: invoiceSentResponse, ...errors },
      },
    },
    async (req) => {
      // Every attempt counts, an unknown id's too: the limit bounds probing as well as the mail sent.
      await limitMerchantAction(ctx, "invoiceSend", req.auth!.userId);
      return {
        message: INVOICE_MSG.sent,
        data: (await sendCustomerInvoice(ctx, req.auth!.userId, req.params.id)).links,
      };
    },
  );
};
