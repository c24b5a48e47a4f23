import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { users } from "../db/schema";
import { requireAdmin } from "../http/auth";
import { notFound } from "../http/errors";
import { checkLedger } from "../wallet/ledger-check";
import { koboToNaira } from "../../lib/money";
import { cashbackRateSchema, cashbackRateUpdate, listCashbackRates, setCashbackRate } from "./cashback-rates";
import { customerStatusBody, setCustomerStatus } from "./customer-status";
import { adminCustomerSchema, customersQuery, listCustomers } from "./customers-list";
import { paginationSchema } from "./pagination";
import { adminStats } from "./stats";
import { adminTransactionSchema, adminTransactionsQuery, listAdminTransactions } from "./transactions-list";
import { adminVirtualAccountSchema, listVirtualAccounts, virtualAccountsQuery } from "./virtual-accounts-list";
import {
  adminWebhookEventSchema,
  listWebhookEvents,
  webhookCountsSchema,
  webhookCounts,
  webhookEventsQuery,
} from "./webhook-events-list";
import { ledgerReportSchema } from "./ledger-report-schema";
import { actorOf } from "./audit-log";
import { adminOperationsRoutes } from "./operations-routes";
import { denied, errorBody, security, success, tags, UUID } from "./route-kit";

/** Routes of the admin domain, mounted under /api. Every one needs an admin's token. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  // onRequest: refuse before validation, so a customer learns nothing from 422s.
  app.addHook("onRequest", requireAdmin);

  app.get(
    "/admin/user",
    {
      schema: {
        tags,
        security,
        summary: "The signed-in admin (also how the admin login confirms the token is an admin's)",
        response: {
          200: z.object({ data: z.object({ id: z.string(), name: z.string(), email: z.string() }) }),
          ...denied,
        },
      },
    },
    async (req) => {
      const [row] = await ctx.db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, req.auth!.userId));
      if (!row) throw notFound("User not found.");
      return { data: row };
    },
  );

  app.get(
    "/admin/stats",
    {
      schema: {
        tags,
        security,
        summary: "Dashboard cards: transactions, commission (naira; today = the Lagos day), active virtual accounts",
        response: {
          200: z.object({
            status: success,
            stats: z.object({
              total_transactions: z.number().int(),
              total_commission: z.number(),
              today_commission: z.number(),
              virtual_accounts: z.number().int(),
            }),
          }),
          ...denied,
        },
      },
    },
    async () => {
      const s = await adminStats(ctx.db, ctx.now());
      return {
        status: "success" as const,
        stats: {
          total_transactions: s.totalTransactions,
          total_commission: koboToNaira(s.totalCommissionKobo),
          today_commission: koboToNaira(s.todayCommissionKobo),
          virtual_accounts: s.activeVirtualAccounts,
        },
      };
    },
  );

  app.get(
    "/admin/transactions",
    {
      schema: {
        tags,
        security,
        summary: "Every customer's transactions, newest first (8 a page)",
        querystring: adminTransactionsQuery,
        response: {
          200: z.object({
            status: success,
            transactions: z.array(adminTransactionSchema),
            pagination: paginationSchema,
          }),
          422: errorBody,
          ...denied,
        },
      },
    },
    async (req) => ({ status: "success" as const, ...(await listAdminTransactions(ctx.db, req.query)) }),
  );

  app.get(
    "/admin/customers",
    {
      schema: {
        tags,
        security,
        summary: "Customers with their wallet balance, newest first (8 a page)",
        querystring: customersQuery,
        response: {
          200: z.object({
            status: success,
            customers: z.array(adminCustomerSchema),
            pagination: paginationSchema,
            total: z.number().int(),
          }),
          422: errorBody,
          ...denied,
        },
      },
    },
    async (req) => {
      const r = await listCustomers(ctx.db, req.query);
      return { status: "success" as const, ...r, total: r.pagination.total };
    },
  );

  app.post(
    "/admin/customers/:id/status",
    {
      schema: {
        tags,
        security,
        summary: "Suspend (signs the customer out everywhere) or reactivate a customer",
        params: z.object({ id: z.string().max(100) }),
        body: customerStatusBody,
        response: {
          200: z.object({ status: success, message: z.string(), customer: adminCustomerSchema }),
          404: errorBody,
          422: errorBody,
          ...denied,
        },
      },
    },
    async (req) => {
      if (!UUID.test(req.params.id)) throw notFound("Customer not found.");
      const customer = await setCustomerStatus(
        ctx.db,
        await actorOf(ctx.db, req.auth!.userId),
        req.params.id,
        req.body.status,
        ctx.now(),
      );
      const message = req.body.status === "suspended" ? "Customer suspended." : "Customer reactivated.";
      return { status: "success" as const, message, customer };
    },
  );

  app.get(
    "/admin/virtual-accounts",
    {
      schema: {
        tags,
        security,
        summary: "Customers' reserved accounts with the wallet balance (8 a page)",
        querystring: virtualAccountsQuery,
        response: {
          200: z.object({
            status: success,
            accounts: z.array(adminVirtualAccountSchema),
            pagination: paginationSchema,
            total: z.number().int(),
          }),
          422: errorBody,
          ...denied,
        },
      },
    },
    async (req) => {
      const r = await listVirtualAccounts(ctx.db, req.query);
      return { status: "success" as const, ...r, total: r.pagination.total };
    },
  );

  app.get(
    "/admin/webhook-events",
    {
      schema: {
        tags,
        security,
        summary:
          "Stored provider webhook deliveries and what became of each (credited, duplicate, forged, unconfirmed, ...)",
        querystring: webhookEventsQuery,
        response: {
          200: z.object({
            status: success,
            events: z.array(adminWebhookEventSchema),
            pagination: paginationSchema,
            counts: webhookCountsSchema,
          }),
          422: errorBody,
          ...denied,
        },
      },
    },
    async (req) => {
      const [list, counts] = await Promise.all([listWebhookEvents(ctx.db, req.query), webhookCounts(ctx.db)]);
      return { status: "success" as const, ...list, counts };
    },
  );

  app.get(
    "/admin/ledger-check",
    {
      schema: {
        tags,
        security,
        summary: "Recomputes every balance and journal from the ledger entries (amounts in kobo)",
        response: { 200: z.object({ status: success, report: ledgerReportSchema }), ...denied },
      },
    },
    async () => ({ status: "success" as const, report: await checkLedger(ctx.db) }),
  );

  app.get(
    "/admin/settings/cashback-rates",
    {
      schema: {
        tags,
        security,
        summary: "Cashback rate of each purchase service",
        response: { 200: z.object({ status: success, rates: z.array(cashbackRateSchema) }), ...denied },
      },
    },
    async () => ({ status: "success" as const, rates: await listCashbackRates(ctx.db) }),
  );

  app.put(
    "/admin/settings/cashback-rates",
    {
      schema: {
        tags,
        security,
        summary: "Set one service's cashback rate (used by the next purchase)",
        body: cashbackRateUpdate,
        response: {
          200: z.object({ status: success, message: z.string(), rates: z.array(cashbackRateSchema) }),
          422: errorBody,
          ...denied,
        },
      },
    },
    async (req) => {
      await setCashbackRate(ctx.db, await actorOf(ctx.db, req.auth!.userId), req.body, ctx.now());
      return { status: "success" as const, message: "Cashback rate saved.", rates: await listCashbackRates(ctx.db) };
    },
  );

  // Operators' tools beyond the spec (charts, detail views, actions, audit log); same admin hook.
  await app.register(adminOperationsRoutes);
};
