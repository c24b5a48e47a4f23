import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminPauseScheduleSchema,
  adminSchedulePausedResponse,
  adminSchedulesResponse,
  SCHEDULE_MSG,
} from "../../lib/contracts/schedules";
import { actorOf } from "../admin/audit-log";
import { answer, errorResponses, idParams, secured, uuidOr404 } from "../http/route-kit";
import { adminPauseSchedule, adminSchedules } from "./admin-schedules";

/** Schedules for the admin (registered inside the admin plugin, behind its admin-only hook). */
export const adminScheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    "/admin/schedules",
    {
      schema: {
        ...secured("admin", "Scheduled purchases: counts by status, the next runs, paused ones and recent failures"),
        response: { 200: adminSchedulesResponse, ...errorResponses(401, 403) },
      },
    },
    async () => answer(adminSchedulesResponse, await adminSchedules(ctx)),
  );

  app.post(
    "/admin/schedules/:id/pause",
    {
      schema: {
        ...secured("admin", "Pause a customer's schedule with a reason (audited; the customer resumes it)"),
        params: idParams,
        body: adminPauseScheduleSchema,
        response: { 200: adminSchedulePausedResponse, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (req) => {
      const id = uuidOr404(req.params.id, "Schedule");
      const actor = await actorOf(ctx.db, req.auth!.userId);
      const data = await adminPauseSchedule(ctx, actor, id, req.body.reason);
      return answer(adminSchedulePausedResponse, { message: SCHEDULE_MSG.paused, data });
    },
  );
};
