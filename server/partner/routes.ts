import type { FastifyPluginAsync } from "fastify";
import { apiKeyRoutes } from "./key-routes";
import { closeTestMode } from "./test-mode";
import { v1AccountRoutes } from "./v1-account-routes";
import { partnerOpenApi } from "./v1-openapi";
import { v1PurchaseRoutes } from "./v1-purchase-routes";

/** The dashboard's API-key routes, mounted under /api. */
export const partnerKeyRoutes: FastifyPluginAsync = async (app) => {
  await app.register(apiKeyRoutes);
};

/** The partner API, mounted under /v1 (authenticated by API key, server/partner/key-auth.ts). */
export const partnerApiRoutes: FastifyPluginAsync = async (app) => {
  app.addHook("onClose", () => closeTestMode(app.ctx));
  app.get("/openapi.json", { schema: { hide: true } }, async () => partnerOpenApi(app));
  await app.register(v1AccountRoutes);
  await app.register(v1PurchaseRoutes);
};
