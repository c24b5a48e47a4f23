import { allowHeader } from "@/lib/allow-header";
import { bffErrors } from "./json";

/** The methods a route file answers with its own handlers; HEAD is left to Next (it runs GET). */
export const ROUTE_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type RouteMethod = (typeof ROUTE_METHODS)[number];

type Handlers = Partial<Record<RouteMethod, (...args: never[]) => Response | Promise<Response>>>;
type NotAllowed = () => Response;

/** An OPTIONS answer (RFC 9110 9.3.7): 204 with what the path answers in Allow. */
export const optionsAnswer = (allow: string) => new Response(null, { status: 204, headers: { Allow: allow } });

/**
 * Every HTTP method of a route file, for one export statement:
 *
 *   export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ POST: handler });
 *
 * The methods the file does not handle answer 405 in the product's JSON error shape with an Allow
 * header (bffErrors.methodNotAllowed), instead of Next's default 405 with an empty body. OPTIONS
 * and a 405 name the methods handled (allowHeader: HEAD beside GET, OPTIONS): Next's own OPTIONS named every exported one.
 */
export function routeMethods<H extends Handlers>(
  handlers: H,
): { [M in RouteMethod]: M extends keyof H ? H[M] : NotAllowed } & { OPTIONS: () => Response } {
  const allow = ROUTE_METHODS.filter((m) => handlers[m]);
  const notAllowed: NotAllowed = () => bffErrors.methodNotAllowed(allow);
  const options = allowHeader(allow);
  return {
    ...Object.fromEntries(ROUTE_METHODS.map((m) => [m, handlers[m] ?? notAllowed])),
    OPTIONS: () => optionsAnswer(options),
  } as { [M in RouteMethod]: M extends keyof H ? H[M] : NotAllowed } & { OPTIONS: () => Response };
}
