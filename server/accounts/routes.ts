import type { FastifyPluginAsync } from "fastify";

/** Routes of the accounts domain, mounted under /api. */
export const accountsRoutes: FastifyPluginAsync = async () => {};
