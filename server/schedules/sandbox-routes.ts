import { and, eq, inArray } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { LIVE_SCHEDULE_STATUSES, SCHEDULE_MSG, scheduleResponse } from "../../lib/contracts/schedules";
import { schedules } from "../db/schema";
import { conflict } from "../http/errors";
import { answer, errorResponses, idParams, secured, signedIn, uuidOr404 } from "../http/route-kit";
import { ownSchedule, scheduleView } from "./schedules";

/**
 * The schedules' test hook, mounted only in sandbox mode (like the simulated transfer): the
 * customer's own schedule's next occurrence becomes now, so the job (every JOB_INTERVAL_MS) runs
 * it at once if the schedule is active (a paused one stays due and does not run). The occurrence keeps its request_id rule (schedule id + occurrence time).
 */
export const scheduleSandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.post(
    "/sandbox/schedules/:id/due-now",
    {
      ...signedIn,
      schema: {
        ...secured("sandbox", "Make a schedule's next run now (sandbox mode only: a test hook)"),
        params: idParams,
        response: { 200: scheduleResponse, ...errorResponses(401, 404, 409) },
      },
    },
    async (req) => {
      const userId = req.auth!.userId;
      const row = await ownSchedule(ctx.db, userId, uuidOr404(req.params.id, "Schedule"));
      if (row.status !== "active" && row.status !== "paused") throw conflict(SCHEDULE_MSG.finished);
      const [updated] = await ctx.db
        .update(schedules)
        .set({ nextRunAt: ctx.now() })
        .where(and(eq(schedules.id, row.id), inArray(schedules.status, [...LIVE_SCHEDULE_STATUSES])))
        .returning();
      if (!updated) throw conflict(SCHEDULE_MSG.finished);
      return answer(scheduleResponse, { message: "Due now.", data: scheduleView(updated) });
    },
  );
};
