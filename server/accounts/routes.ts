import type { FastifyPluginAsync } from "fastify";
import { changePasswordRoutes } from "./change-password-routes";
import { passwordResetRoutes } from "./password-reset-routes";
import { registrationRoutes } from "./registration-routes";
import { sessionRoutes } from "./session-routes";
import { sessionsRoutes } from "./sessions-routes";

/** Routes of the accounts domain, mounted under /api: registration, signing in, the signed-in sessions, the password reset and change. */
export const accountsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(registrationRoutes);
  await app.register(sessionRoutes);
  await app.register(sessionsRoutes);
  await app.register(passwordResetRoutes);
  await app.register(changePasswordRoutes);
};
