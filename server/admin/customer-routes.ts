import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminCustomerResponse,
  adminCustomersResponse,
  adminCustomerStatusResponse,
  adminVirtualAccountsResponse,
} from "../../lib/contracts/admin-customers";
import { notFound } from "../http/errors";
import { answer, errorResponses, idParams, secured, uuidOr404 } from "../http/route-kit";
import { actorOf } from "./audit-log";
import { customerDetail } from "./customer-detail";
import { customerStatusBody, setCustomerStatus } from "./customer-status";
import { customersQuery, listCustomers } from "./customers-list";
import { listVirtualAccounts, virtualAccountsQuery } from "./virtual-accounts-list";

/** Customers (list, detail, suspend and reactivate) and their reserved accounts. */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    "/admin/customers",
    {
      schema: {
        ...secured("admin", "Customers with their wallet balance, newest first (8 a page)"),
        querystring: customersQuery,
        response: { 200: adminCustomersResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (req) => {
      const r = await listCustomers(ctx.db, req.query);
      return answer(adminCustomersResponse, { status: "success", ...r, total: r.pagination.total });
    },
  );

  app.get(
    "/admin/customers/:id",
    {
      schema: {
        ...secured(
          "admin",
          "One customer: profile, KYC, reserved account and totals (history: /admin/transactions?customer_id=)",
        ),
        params: idParams,
        response: { 200: adminCustomerResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      const detail = await customerDetail(ctx.db, uuidOr404(req.params.id, "Customer"));
      if (!detail) throw notFound("Customer not found.");
      return answer(adminCustomerResponse, { status: "success", ...detail });
    },
  );

  app.post(
    "/admin/customers/:id/status",
    {
      schema: {
        ...secured("admin", "Suspend (signs the customer out everywhere) or reactivate a customer"),
        params: idParams,
        body: customerStatusBody,
        response: { 200: adminCustomerStatusResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      const id = uuidOr404(req.params.id, "Customer");
      const customer = await setCustomerStatus(
        ctx.db,
        await actorOf(ctx.db, req.auth!.userId),
        id,
        req.body.status,
        ctx.now(),
      );
      const message = req.body.status === "suspended" ? "Customer suspended." : "Customer reactivated.";
      return answer(adminCustomerStatusResponse, { status: "success", message, customer });
    },
  );

  app.get(
    "/admin/virtual-accounts",
    {
      schema: {
        ...secured("admin", "Customers' reserved accounts with the wallet balance (8 a page)"),
        querystring: virtualAccountsQuery,
        response: { 200: adminVirtualAccountsResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (req) => {
      const r = await listVirtualAccounts(ctx.db, req.query);
      return answer(adminVirtualAccountsResponse, { status: "success", ...r, total: r.pagination.total });
    },
  );
};
