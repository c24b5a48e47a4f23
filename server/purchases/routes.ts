import type { FastifyPluginAsync } from "fastify";

/** Routes of the purchases domain, mounted under /api. */
export const purchasesRoutes: FastifyPluginAsync = async () => {};
