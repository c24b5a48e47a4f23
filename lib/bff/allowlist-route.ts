import "server-only";
import type { NextRequest } from "next/server";
import { isProduction } from "@/lib/session-config";
import { allowedMethodsOf, matchAllowedPath, type AllowedPath } from "./allowed-paths";
import { forward } from "./forward";
import { streamThrough } from "./stream-through";
import { bffErrors } from "./json";
import { optionsAnswer } from "./methods";
import { bffRoute } from "./route";
import type { SessionKind } from "@/lib/session";

/** Paths that work without a session (they carry no customer data): the sandbox mailbox. */
const PUBLIC_PATTERNS = new Set(["sandbox/outbox"]);

/**
 * Route handlers for a catch-all `[...path]` folder that forward an allowlist of paths as one
 * session kind. Customer: app/api/[[...path]], optional so that the bare /api is its JSON 404 too,
 * not the 404 page. (The admin catch-all, lib/admin/admin-bff.ts, builds on the same pieces with
 * its own list and 403 handling.)
 */
export function allowlistRoute(kind: SessionKind, list: readonly AllowedPath[], upstreamPrefix = "") {
  const handle = bffRoute<SessionKind, { path?: string[] }>(
    kind,
    async ({ req, params, token, forwardedFor }) => {
      const segments = params.path ?? [];
      const match = matchAllowedPath(list, req.method, segments, { sandbox: !isProduction() });
      if (!match) return bffErrors.notFound();
      if (!match.methodAllowed) return bffErrors.methodNotAllowed(match.entry.methods);
      if (!token && !PUBLIC_PATTERNS.has(match.entry.pattern)) return bffErrors.unauthenticated();
      const path = upstreamPrefix + segments.map(encodeURIComponent).join("/");
      if (match.entry.stream && token)
        return streamThrough(req, { path, token, forwardedFor, accept: match.entry.stream.accept });
      return forward(req, { path, token, forwardedFor, binary: match.entry.binary });
    },
    { requireSession: false },
  );
  const route = (req: NextRequest, args: { params: Promise<{ path?: string[] }> }) => handle(req, args);
  // Every method goes to the list: one it does not name for a path is 405 with that path's Allow.
  return { GET: route, POST: route, PUT: route, PATCH: route, DELETE: route, OPTIONS: optionsOf(list) };
}

/**
 * OPTIONS of a catch-all (RFC 9110 9.3.7): 204 with the methods the list forwards for the path in
 * Allow, 404 for a path it does not forward. Next's own answer named every exported method for
 * every path, PATCH included, which the list then refused.
 */
export function optionsOf(list: readonly AllowedPath[]) {
  return async (_req: NextRequest, args: { params: Promise<{ path?: string[] }> }): Promise<Response> => {
    const allow = allowedMethodsOf(list, (await args.params).path ?? [], { sandbox: !isProduction() });
    return allow ? optionsAnswer(allow) : bffErrors.notFound();
  };
}
