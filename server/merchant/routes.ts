import type { FastifyPluginAsync } from "fastify";

/** Routes of the merchant domain, mounted under /api. */
export const merchantRoutes: FastifyPluginAsync = async () => {};
