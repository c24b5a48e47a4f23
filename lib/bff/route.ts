import "server-only";
import type { NextRequest } from "next/server";
import { ProductApiError } from "@/lib/api/product-api-error";
import { getSession, readSessionData, type SessionKind } from "@/lib/session";
import { bffErrors, json } from "./json";
import { isAllowedOrigin } from "./same-origin";

export type BffSessionKind = SessionKind | "public";

export interface BffContext<P> {
  req: NextRequest;
  params: P;
  /** Clears the session cookie of this route's kind (nothing for "public" routes). */
  endSession: () => Promise<void>;
  /** The bearer token of the session, when there is one. */
  token: string | undefined;
  /** The browser's address chain, to pass to the API as X-Forwarded-For. */
  forwardedFor: string | null;
}

export interface BffOptions {
  /** Answer 401 without calling the handler when the session has no token. Default: true unless kind is "public". */
  requireSession?: boolean;
}

type RouteArgs<P> = { params: Promise<P> };

/**
 * The one wrapper of every BFF route handler:
 * - refuses cross-site state-changing requests (403 JSON);
 * - reads the session of the given kind (customer cookie nw_session, admin cookie nw_admin);
 * - turns a thrown ProductApiError into the API's JSON answer (unreachable API -> 502);
 * - whenever the answer is 401, clears that session's cookie so the client goes to its login page.
 */
export function bffRoute<K extends BffSessionKind, P = Record<string, never>>(
  kind: K,
  handler: (ctx: BffContext<P>) => Promise<Response>,
  options: BffOptions = {},
) {
  const requireSession = options.requireSession ?? kind !== "public";
  return async function route(req: NextRequest, args: RouteArgs<P>): Promise<Response> {
    if (!isAllowedOrigin(req)) return bffErrors.crossSite();
    const token = kind === "public" ? undefined : (await readSessionData(kind)).token;
    const endSession = async () => {
      if (kind !== "public") (await getSession(kind)).destroy();
    };
    if (requireSession && !token) {
      await endSession();
      return bffErrors.unauthenticated();
    }
    // Set from the connection by web-server.mjs (scripts/client-address.cjs), never the browser's own.
    const forwardedFor = req.headers.get("x-forwarded-for");
    let res: Response;
    try {
      res = await handler({
        req,
        params: args?.params ? await args.params : ({} as P),
        endSession,
        token,
        forwardedFor,
      });
    } catch (err) {
      if (!(err instanceof ProductApiError)) throw err;
      if (err.status === 0 || err.status === 504) res = bffErrors.unreachable(err.status === 504 ? 504 : 502);
      else res = json(err.errors ? { message: err.message, errors: err.errors } : { message: err.message }, err.status);
    }
    if (res.status === 401) await endSession();
    return res;
  };
}
