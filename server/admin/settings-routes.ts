import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminCashbackRateSavedResponse,
  adminCashbackRatesResponse,
  adminProviderConfigResponse,
  adminServiceSwitchesResponse,
  adminServiceSwitchSavedResponse,
} from "../../lib/contracts/admin-settings";
import { answer, errorResponses, secured } from "../http/route-kit";
import { actorOf } from "./audit-log";
import { cashbackRateUpdate, listCashbackRates, setCashbackRate } from "./cashback-rates";
import { providerConfig } from "./provider-config";
import { listServiceSwitches, serviceSwitchUpdate, setServiceSwitch } from "./service-switches";

/** Settings: cashback rates and services on/off (both audited), and the provider configuration (read-only). */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    "/admin/settings/cashback-rates",
    {
      schema: {
        ...secured("admin", "Cashback rate of each purchase service"),
        response: { 200: adminCashbackRatesResponse, ...errorResponses(401, 403) },
      },
    },
    async () => answer(adminCashbackRatesResponse, { status: "success", rates: await listCashbackRates(ctx.db) }),
  );

  app.put(
    "/admin/settings/cashback-rates",
    {
      schema: {
        ...secured("admin", "Set one service's cashback rate (used by the next purchase)"),
        body: cashbackRateUpdate,
        response: { 200: adminCashbackRateSavedResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (req) => {
      await setCashbackRate(ctx.db, await actorOf(ctx.db, req.auth!.userId), req.body, ctx.now());
      return answer(adminCashbackRateSavedResponse, {
        status: "success",
        message: "Cashback rate saved.",
        rates: await listCashbackRates(ctx.db),
      });
    },
  );

  app.get(
    "/admin/settings/services",
    {
      schema: {
        ...secured("admin", "Whether each purchase service is on"),
        response: { 200: adminServiceSwitchesResponse, ...errorResponses(401, 403) },
      },
    },
    async () =>
      answer(adminServiceSwitchesResponse, { status: "success", services: await listServiceSwitches(ctx.db) }),
  );

  app.put(
    "/admin/settings/services",
    {
      schema: {
        ...secured(
          "admin",
          "Switch a purchase service on or off (an off service refuses new purchases with a clear message; audited)",
        ),
        body: serviceSwitchUpdate,
        response: { 200: adminServiceSwitchSavedResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (req) => {
      await setServiceSwitch(ctx.db, await actorOf(ctx.db, req.auth!.userId), req.body, ctx.now());
      const services = await listServiceSwitches(ctx.db);
      const label = services.find((s) => s.service === req.body.service)?.label ?? req.body.service;
      return answer(adminServiceSwitchSavedResponse, {
        status: "success",
        message: `${label} purchases switched ${req.body.enabled ? "on" : "off"}.`,
        services,
      });
    },
  );

  app.get(
    "/admin/settings/providers",
    {
      schema: {
        ...secured(
          "admin",
          "Read-only provider configuration: sandbox or live, base URLs, whether each key is set (never the secrets)",
        ),
        response: { 200: adminProviderConfigResponse, ...errorResponses(401, 403) },
      },
    },
    async () =>
      answer(adminProviderConfigResponse, { status: "success", config: providerConfig(ctx.config, ctx.dbKind) }),
  );
};
