import type { FastifyPluginAsync } from "fastify";

/** The Monnify sandbox simulator, mounted at /sandbox/monnify in sandbox mode. */
export const monnifySimulatorRoutes: FastifyPluginAsync = async () => {};
