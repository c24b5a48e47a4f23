import type { FastifyPluginAsync } from "fastify";

/** Routes of the sandbox domain, mounted under /api. */
export const sandboxRoutes: FastifyPluginAsync = async () => {};
