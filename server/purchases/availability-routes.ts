import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { serviceAvailabilityResponse } from "../../lib/contracts/service-availability";
import { errorResponses } from "../http/route-kit";
import { purchaseDoc, signedIn } from "./purchase-route";
import { servicesRefusedByBreaker } from "./provider-breaker";
import { listServiceAvailability } from "./service-availability";

/** GET /api/services: which bill services are on, so the pages refuse up front rather than at 'Confirm and Pay'. */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    "/services",
    {
      ...signedIn,
      schema: {
        ...purchaseDoc("Which bill services customers may buy now"),
        response: { 200: serviceAvailabilityResponse, ...errorResponses(401) },
      },
    },
    async () => ({
      status: "success" as const,
      services: await listServiceAvailability(ctx.db, await servicesRefusedByBreaker(ctx)),
    }),
  );
};
