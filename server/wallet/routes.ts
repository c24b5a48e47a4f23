import type { FastifyPluginAsync } from "fastify";

/** Routes of the wallet domain, mounted under /api. */
export const walletRoutes: FastifyPluginAsync = async () => {};
