import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminProviderAlertsResponse,
  adminProviderBreakersResponse,
  adminResolveAlertResponse,
} from "../../lib/contracts/admin-alerts";
import { listBreakers } from "../purchases/provider-breaker";
import { answer, errorResponses, idParams, secured, uuidOr404 } from "../http/route-kit";
import { actorOf } from "./audit-log";
import { openProviderAlerts, resolveProviderAlert } from "./provider-alerts-admin";

/** The provider account alerts the dashboard shows, marking one resolved, and the circuit breakers. */
export const providerAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    "/admin/provider-breakers",
    {
      schema: {
        ...secured(
          "admin",
          "Each purchase service's circuit breaker: open (new purchases refused because VTpass stopped answering) since when and why, half-open (a trial purchase decides) or closed",
        ),
        response: { 200: adminProviderBreakersResponse, ...errorResponses(401, 403) },
      },
    },
    async () => answer(adminProviderBreakersResponse, { status: "success", breakers: await listBreakers(ctx) }),
  );

  app.get(
    "/admin/provider-alerts",
    {
      schema: {
        ...secured(
          "admin",
          "Open provider account alerts (VTpass refused a purchase for our account's sake: suspended, locked, product not whitelisted...), most recent first",
        ),
        response: { 200: adminProviderAlertsResponse, ...errorResponses(401, 403) },
      },
    },
    async () => answer(adminProviderAlertsResponse, { status: "success", alerts: await openProviderAlerts(ctx.db) }),
  );

  app.post(
    "/admin/provider-alerts/:id/resolve",
    {
      schema: {
        ...secured("admin", "Mark a provider account alert resolved (audited; a new refusal opens a new alert)"),
        params: idParams,
        response: { 200: adminResolveAlertResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      const id = uuidOr404(req.params.id, "Alert");
      const r = await resolveProviderAlert(ctx.db, await actorOf(ctx.db, req.auth!.userId), id, ctx.now());
      return answer(adminResolveAlertResponse, { status: "success", ...r });
    },
  );
};
