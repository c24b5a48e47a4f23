import type { FastifyPluginAsync } from "fastify";
import { passkeyApprovalRoutes } from "./approval-routes";
import { passkeyManageRoutes } from "./manage-routes";
import { passkeySignInRoutes } from "./sign-in-routes";

/** Routes of the passkeys domain, mounted under /api: adding and managing passkeys, signing in, approving purchases. */
export const passkeysRoutes: FastifyPluginAsync = async (app) => {
  await app.register(passkeyManageRoutes);
  await app.register(passkeySignInRoutes);
  await app.register(passkeyApprovalRoutes);
};
