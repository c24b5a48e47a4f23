import type http from "node:http";
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from "fastify";
import { clientErrorHandler, literalBadEscapes } from "../../scripts/http-guard.cjs";

export { literalBadEscapes };

/**
 * The refusals Fastify and Node answer before any route runs, brought to the product's error shape
 * { message }, with nothing of the request echoed back. Where a refusal would come before
 * authentication, the request is routed instead, so a signed-in route still answers 401 first and
 * a malformed id is 404 after authentication, like every other unknown id:
 * - path escapes that do not decode (`%FF%FE`, a lone `%`) are taken as the literal text they spell
 *   (literalBadEscapes) rather than refused by the router;
 * - path parameters may be as long as a request line can be, so the router never refuses one for
 *   its length; the route's params schema then does (errors.ts: a path that does not fit is 404).
 */

/** Node refuses a header block (request line included) above 16 KiB, so no parameter can be longer. */
export const MAX_PARAM_LENGTH = 16 * 1024;

const FRAMEWORK_MESSAGES: Record<string, [status: number, message: string]> = {
  FST_ERR_BAD_URL: [404, "Not found."],
  FST_ERR_MAX_PARAM_LENGTH: [404, "Not found."],
  FST_ERR_ASYNC_CONSTRAINT: [500, "Internal server error."],
};

/** The router's own refusals (frameworkErrors), should one still happen. */
function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const [status, message] = FRAMEWORK_MESSAGES[err.code] ?? [400, "Bad request."];
  return reply.code(status).type("application/json; charset=utf-8").send(JSON.stringify({ message }));
}

/** The Fastify options that keep framework errors in the product's shape (server/app.ts). */
export const frameworkErrorOptions = {
  rewriteUrl: (req: http.IncomingMessage) => literalBadEscapes(req.url ?? "/"),
  routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
  frameworkErrors,
  clientErrorHandler,
} satisfies Partial<FastifyServerOptions>;
