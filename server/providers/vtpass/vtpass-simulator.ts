import type { FastifyPluginAsync } from "fastify";

/** The VTpass sandbox simulator, mounted at /sandbox/vtpass/api in sandbox mode. */
export const vtpassSimulatorRoutes: FastifyPluginAsync = async () => {};
