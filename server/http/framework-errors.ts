import http from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from "fastify";

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

/** `%FF` becomes `%25FF` where an escape (or a run of them) is not UTF-8, and a lone `%` becomes `%25`. */
export function literalBadEscapes(url: string): string {
  const q = url.indexOf("?");
  const path = q === -1 ? url : url.slice(0, q);
  if (!path.includes("%")) return url;
  try {
    decodeURIComponent(path);
    return url;
  } catch {
    const fixed = path.replace(/(?:%[0-9A-Fa-f]{2})+|%/g, (run) => {
      try {
        decodeURIComponent(run);
        return run;
      } catch {
        return run.replace(/%/g, "%25");
      }
    });
    return q === -1 ? fixed : fixed + url.slice(q);
  }
}

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

/** What Node's HTTP parser refuses (a header block too large, a malformed request, a timeout). */
function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === "ECONNRESET" || socket.destroyed) return;
  const [status, message] =
    err.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? [408, "The request took too long."]
      : err.code === "HPE_HEADER_OVERFLOW"
        ? [431, "The request's headers are too large."]
        : [400, "Bad request."];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** The Fastify options that keep framework errors in the product's shape (server/app.ts). */
export const frameworkErrorOptions = {
  rewriteUrl: (req: http.IncomingMessage) => literalBadEscapes(req.url ?? "/"),
  routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
  frameworkErrors,
  clientErrorHandler,
} satisfies Partial<FastifyServerOptions>;
