import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminLedgerCheckResponse,
  adminStatsResponse,
  adminStatsSeriesResponse,
  adminUserResponse,
} from "../../lib/contracts/admin";
import { koboToNaira } from "../../lib/money";
import { users } from "../db/schema";
import { notFound } from "../http/errors";
import { answer, errorResponses, secured } from "../http/route-kit";
import { checkLedger } from "../wallet/ledger-check";
import { adminStats } from "./stats";
import { statsSeries, statsSeriesQuery } from "./stats-series";

/** The signed-in admin, the dashboard's cards and charts, and the ledger check. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    "/admin/user",
    {
      schema: {
        ...secured("admin", "The signed-in admin (also how the admin login confirms the token is an admin's)"),
        response: { 200: adminUserResponse, ...errorResponses(401, 403) },
      },
    },
    async (req) => {
      const [row] = await ctx.db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, req.auth!.userId));
      if (!row) throw notFound("User not found.");
      return answer(adminUserResponse, { data: row });
    },
  );

  app.get(
    "/admin/stats",
    {
      schema: {
        ...secured(
          "admin",
          "Dashboard cards: transactions, commission (naira; today = the Lagos day), active virtual accounts",
        ),
        response: { 200: adminStatsResponse, ...errorResponses(401, 403) },
      },
    },
    async () => {
      const s = await adminStats(ctx.db, ctx.now());
      return answer(adminStatsResponse, {
        status: "success",
        stats: {
          total_transactions: s.totalTransactions,
          total_commission: koboToNaira(s.totalCommissionKobo),
          today_commission: koboToNaira(s.todayCommissionKobo),
          virtual_accounts: s.activeVirtualAccounts,
        },
      });
    },
  );

  app.get(
    "/admin/stats/series",
    {
      schema: {
        ...secured(
          "admin",
          "Dashboard charts: per Lagos day (default last 30) purchase volume, count and commission; split by service",
        ),
        querystring: statsSeriesQuery,
        response: { 200: adminStatsSeriesResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (req) =>
      answer(adminStatsSeriesResponse, {
        status: "success",
        series: await statsSeries(ctx.db, ctx.now(), req.query.days),
      }),
  );

  app.get(
    "/admin/ledger-check",
    {
      schema: {
        ...secured("admin", "Recomputes every balance and journal from the ledger entries (amounts in kobo)"),
        response: { 200: adminLedgerCheckResponse, ...errorResponses(401, 403) },
      },
    },
    async () => answer(adminLedgerCheckResponse, { status: "success", report: await checkLedger(ctx.db) }),
  );
};
