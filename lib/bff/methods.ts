import { bffErrors } from "./json";

/** The methods a route file answers with its own handlers; HEAD and OPTIONS are left to Next. */
export const ROUTE_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type RouteMethod = (typeof ROUTE_METHODS)[number];

type Handlers = Partial<Record<RouteMethod, (...args: never[]) => Response | Promise<Response>>>;
type NotAllowed = () => Response;

/**
 * Every HTTP method of a route file, for one export statement:
 *
 *   export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({ POST: handler });
 *
 * The methods the file does not handle answer 405 in the product's JSON error shape with an Allow
 * header (bffErrors.methodNotAllowed), instead of Next's default 405 with an empty body.
 */
export function routeMethods<H extends Handlers>(
  handlers: H,
): { [M in RouteMethod]: M extends keyof H ? H[M] : NotAllowed } {
  const allow = ROUTE_METHODS.filter((m) => handlers[m]);
  const notAllowed: NotAllowed = () => bffErrors.methodNotAllowed(allow);
  return Object.fromEntries(ROUTE_METHODS.map((m) => [m, handlers[m] ?? notAllowed])) as {
    [M in RouteMethod]: M extends keyof H ? H[M] : NotAllowed;
  };
}
