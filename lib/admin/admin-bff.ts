import "server-only";
import type { NextRequest } from "next/server";
import { matchAllowedPath } from "@/lib/bff/allowed-paths";
import { forward } from "@/lib/bff/forward";
import { optionsOf } from "@/lib/bff/allowlist-route";
import { bffErrors, json } from "@/lib/bff/json";
import { streamThrough } from "@/lib/bff/stream-through";
import { bffRoute } from "@/lib/bff/route";
import { isProduction } from "@/lib/session-config";
import { ADMIN_PATHS } from "./admin-allowed-paths";
import { ADMIN_MSG } from "./admin-messages";

/**
 * The admin catch-all BFF: forwards ADMIN_PATHS to /api/admin/* with the admin cookie's token.
 * bffRoute clears the admin cookie on a 401; a 403 (not, or no longer, an admin) clears it too (spec 6).
 */
export function adminAllowlistRoute() {
  const handle = bffRoute<"admin", { path: string[] }>(
    "admin",
    async ({ req, params, endSession, token, forwardedFor }) => {
      const segments = params.path ?? [];
      const match = matchAllowedPath(ADMIN_PATHS, req.method, segments, { sandbox: !isProduction() });
      if (!match) return bffErrors.notFound();
      if (!match.methodAllowed) return bffErrors.methodNotAllowed(match.entry.methods);
      if (!token) return json({ message: ADMIN_MSG.noToken }, 401);
      const path = `admin/${segments.map(encodeURIComponent).join("/")}`;
      const res = match.entry.binary
        ? await streamThrough(req, { path, token, forwardedFor, accept: "text/csv" })
        : await forward(req, { path, token, forwardedFor });
      if (res.status === 403) await endSession();
      return res;
    },
    { requireSession: false },
  );
  const route = (req: NextRequest, args: { params: Promise<{ path: string[] }> }) => handle(req, args);
  // Every method goes to the list: one it does not name for a path is 405 with that path's Allow.
  return { GET: route, POST: route, PUT: route, PATCH: route, DELETE: route, OPTIONS: optionsOf(ADMIN_PATHS) };
}
