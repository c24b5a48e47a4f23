import type { FastifyPluginAsync } from "fastify";
export const bulkRoutes: FastifyPluginAsync = async () => {};
