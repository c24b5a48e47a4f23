import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminAuditLogResponse } from "../../lib/contracts/admin-audit";
import { adminWebhookEventsResponse } from "../../lib/contracts/admin-webhooks";
import { answer, errorResponses, secured } from "../http/route-kit";
import { auditLogQuery, listAuditLog } from "./audit-log";
import { listWebhookEvents, webhookCounts, webhookEventsQuery } from "./webhook-events-list";

/** The two logs: provider webhook deliveries and admin actions. */
export const logRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    "/admin/webhook-events",
    {
      schema: {
        ...secured(
          "admin",
          "Stored provider webhook deliveries and what became of each (credited, duplicate, forged, unconfirmed, ...)",
        ),
        querystring: webhookEventsQuery,
        response: { 200: adminWebhookEventsResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (req) => {
      const [list, counts] = await Promise.all([listWebhookEvents(ctx.db, req.query), webhookCounts(ctx.db)]);
      return answer(adminWebhookEventsResponse, { status: "success", ...list, counts });
    },
  );

  app.get(
    "/admin/audit-log",
    {
      schema: {
        ...secured("admin", "Every admin action (who, what, when, before and after), newest first"),
        querystring: auditLogQuery,
        response: { 200: adminAuditLogResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (req) => answer(adminAuditLogResponse, { status: "success", ...(await listAuditLog(ctx.db, req.query)) }),
  );
};
