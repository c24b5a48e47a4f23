import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminGrantLevel,
  adminGrantLevelResponse,
  adminLevelSavedResponse,
  adminLevelsResponse,
  adminLevelUpdate,
  adminProfitResponse,
  LEVEL_MSG,
} from "../../lib/contracts/levels";
import { actorOf } from "../admin/audit-log";
import {
  answer,
  daysInOrder,
  daysOutOfOrder,
  errorResponses,
  idParams,
  isoDay,
  secured,
  uuidOr404,
} from "../http/route-kit";
import { adminLevels, grantLevel, updateLevel } from "./levels-admin";
import { profitReport } from "./profit-report";

const doc = (summary: string) => secured("admin", summary);

/** The admin's levels screen, a customer's level, and the profit report. Mounted inside adminRoutes (admin only). */
/** GET /api/admin/reports/profit: per service over Lagos days, the admin lists' date rule. */
const adminProfitQuery = z
  .object({ from: isoDay.optional(), to: isoDay.optional() })
  .refine(daysInOrder, daysOutOfOrder);

export const levelAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    "/admin/levels",
    {
      schema: {
        ...doc(
          "Price levels with fees, discounts, customers and below-cost warnings, and the provider's commission per service",
        ),
        response: { 200: adminLevelsResponse, ...errorResponses(401, 403) },
      },
    },
    async () => answer(adminLevelsResponse, { status: "success", ...(await adminLevels(ctx)) }),
  );

  app.put(
    "/admin/levels/:code",
    {
      schema: {
        ...doc("Set a level's name, upgrade fee and discounts (every service's rule replaced; audited)"),
        params: z.object({ code: z.string().max(40) }),
        body: adminLevelUpdate,
        response: { 200: adminLevelSavedResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      await updateLevel(ctx, await actorOf(ctx.db, req.auth!.userId), req.params.code, req.body);
      const { levels } = await adminLevels(ctx);
      const level = levels.find((l) => l.code === req.params.code)!;
      return answer(adminLevelSavedResponse, { status: "success", message: `${level.name} saved.`, level });
    },
  );

  app.put(
    "/admin/customers/:id/level",
    {
      schema: {
        ...doc("Grant a customer a price level (up or down, no fee; audited)"),
        params: idParams,
        body: adminGrantLevel,
        response: { 200: adminGrantLevelResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      const id = uuidOr404(req.params.id, "Customer");
      const level = await grantLevel(ctx, await actorOf(ctx.db, req.auth!.userId), id, req.body.level);
      return answer(adminGrantLevelResponse, {
        status: "success",
        message: LEVEL_MSG.grantedBy(level.name),
        level: { code: level.code, name: level.name },
      });
    },
  );

  app.get(
    "/admin/reports/profit",
    {
      schema: {
        ...doc("Profit per service after cashback and level discounts over Lagos days (default the last 30)"),
        querystring: adminProfitQuery,
        response: { 200: adminProfitResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (req) => {
      return profitReport(ctx.db, ctx.now(), req.query);
    },
  );
};
