import type { FastifyPluginAsync } from "fastify";

/** Routes of the admin domain, mounted under /api. */
export const adminRoutes: FastifyPluginAsync = async () => {};
