import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAdmin } from "../http/auth";
import { caseRoutes } from "./case-routes";
import { customerRoutes } from "./customer-routes";
import { dashboardRoutes } from "./dashboard-routes";
import { logRoutes } from "./log-routes";
import { providerAlertRoutes } from "./provider-alert-routes";
import { purchaseRoutes } from "./purchase-routes";
import { settingsRoutes } from "./settings-routes";
import { transactionRoutes } from "./transaction-routes";
import { adminScheduleRoutes } from "../schedules/admin-routes";
import { levelAdminRoutes } from "../levels/admin-routes";
import { referralAdminRoutes } from "../referrals/admin-routes";

/**
 * Routes of the admin domain, mounted under /api, one plugin per resource. Every one needs an
 * admin's token: the hook is added here, before the plugins, so each of them inherits it.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: refuse before validation, so a customer learns nothing from 422s.
  app.addHook("onRequest", requireAdmin);
  await app.register(dashboardRoutes);
  await app.register(transactionRoutes);
  await app.register(purchaseRoutes);
  await app.register(customerRoutes);
  await app.register(settingsRoutes);
  await app.register(logRoutes);
  await app.register(providerAlertRoutes);
  await app.register(caseRoutes);
  await app.register(adminScheduleRoutes);
  await app.register(levelAdminRoutes);
  await app.register(referralAdminRoutes);
};
