import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  createScheduleSchema,
  editScheduleSchema,
  SCHEDULE_MSG,
  scheduleDetailResponse,
  scheduleResponse,
  schedulesResponse,
  tvRenewalSchema,
} from "../../lib/contracts/schedules";
import { answer, errorResponses, idParams, secured, signedIn, uuidOr404 } from "../http/route-kit";
import {
  cancelSchedule,
  createSchedule,
  editScheduleAmount,
  ownSchedule,
  pauseSchedule,
  resumeSchedule,
  runsOf,
  schedulesOf,
  scheduleView,
  runView,
  timingFromBody,
} from "./schedules";
import { createTvRenewal } from "./tv-renewal";

/** The signed-in customer's scheduled and recurring purchases (issue 18), mounted under /api. */
export const schedulesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const doc = (summary: string) => secured("schedules", summary);
  const id = (raw: string) => uuidOr404(raw, "Schedule");
  /** The approval failures of a debit: wrong PIN (403 also a refused passkey), locked PIN (423). */
  const approvalErrors = errorResponses(403, 423);

  app.get(
    "/schedules",
    {
      ...signedIn,
      schema: {
        ...doc("The customer's schedules"),
        description:
          "Newest first, with each one's next run (null once it has ended) and status: every active or paused one and the latest 50 ended (cancelled or completed) ones.",
        response: { 200: schedulesResponse, ...errorResponses(401) },
      },
    },
    async (req) =>
      answer(schedulesResponse, {
        status: "success",
        data: (await schedulesOf(ctx, req.auth!.userId)).map(scheduleView),
      }),
  );

  app.get(
    "/schedules/:id",
    {
      ...signedIn,
      schema: {
        ...doc("A schedule and its runs"),
        description:
          "The runs newest first (the last 100): reminders, purchases made (with their transaction id), skipped or failed ones. 404 for an unknown or another customer's schedule.",
        params: idParams,
        response: { 200: scheduleDetailResponse, ...errorResponses(401, 404) },
      },
    },
    async (req) => {
      const row = await ownSchedule(ctx.db, req.auth!.userId, id(req.params.id));
      return answer(scheduleDetailResponse, {
        status: "success",
        data: scheduleView(row),
        runs: (await runsOf(ctx, row.id)).map(runView),
      });
    },
  );

  app.post(
    "/schedules",
    {
      ...signedIn,
      schema: {
        ...doc("Schedule a purchase"),
        description:
          "Once at a date and time, or daily, weekly or monthly from then (Africa/Lagos time; a monthly day of 29 to 31 falls on a shorter month's last day), with an optional end date or number of purchases. `purchase` is the body of the service's own purchase call (airtime, data, electricity, cabletv, exam) without request_id, pin and passkey: it is checked and priced as that call would. Approved once with the transaction PIN or a passkey (asked for this request_id and the amount of one run). Each run pays through the purchase engine with its own request_id (schedule id + occurrence). The same request_id again answers the same schedule (200); with another schedule it is 409. Nothing is saved on a refusal.",
        body: createScheduleSchema,
        response: {
          200: scheduleResponse,
          201: scheduleResponse,
          ...errorResponses(400, 401, 409, 422, 502),
          ...approvalErrors,
        },
      },
    },
    async (req, reply) => {
      const b = req.body;
      const { row, created } = await createSchedule(
        ctx,
        req.auth!.userId,
        {
          kind: "schedule",
          service: b.service,
          purchase: b.purchase,
          timing: timingFromBody(b),
          requestId: b.request_id,
          pin: b.pin,
          passkey: b.passkey,
        },
        req.log,
      );
      reply.code(created ? 201 : 200);
      return answer(scheduleResponse, { message: SCHEDULE_MSG.created, data: scheduleView(row) });
    },
  );

  app.post(
    "/schedules/tv-renewal",
    {
      ...signedIn,
      schema: {
        ...doc("Renew a TV plan automatically"),
        description:
          "From a delivered cable TV purchase: the same plan on the same smartcard every month, the day before it would lapse (a plan is taken to last a calendar month from its purchase), approved once with the PIN or a passkey. 409 when the smartcard already renews; 404 for an unknown or another customer's transaction.",
        body: tvRenewalSchema,
        response: {
          200: scheduleResponse,
          201: scheduleResponse,
          ...errorResponses(400, 401, 404, 409, 422, 502),
          ...approvalErrors,
        },
      },
    },
    async (req, reply) => {
      const { row, created } = await createTvRenewal(ctx, req.auth!.userId, req.body, req.log);
      reply.code(created ? 201 : 200);
      return answer(scheduleResponse, { message: SCHEDULE_MSG.renewalCreated, data: scheduleView(row) });
    },
  );

  app.put(
    "/schedules/:id",
    {
      ...signedIn,
      schema: {
        ...doc("Change a schedule's amount"),
        description:
          "Airtime and electricity only (a plan's price is the plan's), checked by the service's own amount rules, then approved with the transaction PIN or a passkey (asked for this request_id and the new amount), as the schedule was; the next runs pay it. 404 for an unknown or another customer's schedule, 409 once it has ended.",
        params: idParams,
        body: editScheduleSchema,
        response: { 200: scheduleResponse, ...errorResponses(401, 404, 409, 422), ...approvalErrors },
      },
    },
    async (req) => {
      const row = await editScheduleAmount(ctx, req.auth!.userId, id(req.params.id), req.body, req.log);
      return answer(scheduleResponse, { message: SCHEDULE_MSG.amountChanged, data: scheduleView(row) });
    },
  );

  const action = (path: string, summary: string, description: string, run: typeof pauseSchedule, message: string) =>
    app.post(
      `/schedules/:id/${path}`,
      {
        ...signedIn,
        schema: {
          ...doc(summary),
          description: `${description} 404 for an unknown or another customer's schedule; 409 when its state does not allow it.`,
          params: idParams,
          response: { 200: scheduleResponse, ...errorResponses(401, 404, 409) },
        },
      },
      async (req) => {
        const row = await run(ctx, req.auth!.userId, id(req.params.id));
        return answer(scheduleResponse, { message, data: scheduleView(row) });
      },
    );

  action("pause", "Pause a schedule", "No run happens while paused.", pauseSchedule, SCHEDULE_MSG.paused);
  action(
    "resume",
    "Resume a schedule",
    "Runs again from the next occurrence still to come (those missed while paused are not made up); the count of skips in a row starts again.",
    resumeSchedule,
    SCHEDULE_MSG.resumed,
  );
  action("cancel", "Cancel a schedule", "For good: no more runs.", cancelSchedule, SCHEDULE_MSG.cancelled);
};
