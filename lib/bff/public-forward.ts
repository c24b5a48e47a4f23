import "server-only";
import { forward } from "./forward";
import { bffRoute } from "./route";

/** A route that forwards to one fixed API path without a token (registration, codes, password reset). */
export function publicForward(path: string) {
  return bffRoute("public", ({ req, forwardedFor }) => forward(req, { path, forwardedFor }));
}

/** A route that forwards to one fixed API path as the signed-in customer. */
export function customerForward(path: string) {
  return bffRoute("customer", ({ req, token, forwardedFor }) => forward(req, { path, token, forwardedFor }));
}
