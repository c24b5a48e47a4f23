import { UNREACHABLE_MESSAGE } from "@/lib/api/product-api-error";
import { UPSTREAM_UNREACHABLE } from "@/lib/client/api-result";

export const json = (body: unknown, status = 200, headers?: HeadersInit) => Response.json(body, { status, headers });

export const bffErrors = {
  crossSite: () => json({ message: "Cross-site request refused." }, 403),
  unauthenticated: () => json({ message: "Unauthenticated." }, 401),
  notFound: () => json({ message: "Not found." }, 404),
  methodNotAllowed: (allow: readonly string[]) => json({ message: "Method not allowed." }, 405, { Allow: allow.join(", ") }),
  tooLarge: () => json({ message: "Request body too large." }, 413),
  /** The product API did not answer: the client shows its "cannot connect" message. */
  unreachable: (status = 502) => json({ message: UNREACHABLE_MESSAGE, code: UPSTREAM_UNREACHABLE }, status),
};
