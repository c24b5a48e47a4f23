import type { FastifyPluginAsync } from "fastify";
import { passwordResetRoutes } from "./password-reset-routes";
import { registrationRoutes } from "./registration-routes";
import { sessionRoutes } from "./session-routes";

/** Routes of the accounts domain, mounted under /api: registration, sessions and the password reset. */
export const accountsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(registrationRoutes);
  await app.register(sessionRoutes);
  await app.register(passwordResetRoutes);
};
