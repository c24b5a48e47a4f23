import type { FastifyPluginAsync } from "fastify";
import { airtimeRoutes } from "./airtime-routes";
import { availabilityRoutes } from "./availability-routes";
import { dataRoutes } from "./data-routes";
import { electricityRoutes } from "./electricity-routes";
import { examRoutes } from "./exam-routes";
import { purchaseLookupRoutes } from "./lookup-routes";
import { paytvRoutes } from "./paytv-routes";
import { installDefaultVtpassTransport } from "./vtpass-client";

/** Routes of the purchases domain, mounted under /api (spec 7.2): one plugin per service. */
export const purchasesRoutes: FastifyPluginAsync = async (app) => {
  installDefaultVtpassTransport(app);
  await app.register(availabilityRoutes);
  await app.register(airtimeRoutes);
  await app.register(dataRoutes);
  await app.register(electricityRoutes);
  await app.register(paytvRoutes);
  await app.register(examRoutes);
  await app.register(purchaseLookupRoutes);
};
