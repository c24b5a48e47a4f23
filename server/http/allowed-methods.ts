import type { FastifyInstance } from "fastify";

const METHODS = ["DELETE", "GET", "HEAD", "PATCH", "POST", "PUT"] as const;

/**
 * The methods the app's routes answer at a request's path (HEAD beside GET, as Fastify adds it),
 * asked of Fastify's own router: empty when no route has that path. OPTIONS itself is not among them.
 */
export function allowedMethods(app: FastifyInstance, url: string): string[] {
  return METHODS.filter((method) => app.findRoute({ method, url }) !== null);
}
