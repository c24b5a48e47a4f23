import type { FastifyPluginAsync } from "fastify";
import { businessRoutes } from "./business-routes";
import { invoiceRoutes } from "./invoice-routes";
import { kycRoutes } from "./kyc-routes";
import { publicInvoiceRoutes } from "./public-invoice-routes";

/** Routes of the merchant domain, mounted under /api: KYC, business details, invoices and the public invoice. */
export const merchantRoutes: FastifyPluginAsync = async (app) => {
  await app.register(kycRoutes);
  await app.register(businessRoutes);
  await app.register(invoiceRoutes);
  await app.register(publicInvoiceRoutes);
};
