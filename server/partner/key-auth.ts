import type { FastifyRequest } from "fastify";
import type { AppContext } from "../http/context";
import { bearerCredentials } from "../http/auth";
import { AppError, forbidden, unauthorized } from "../http/errors";
import { hit } from "../http/rate-limit";
import { PARTNER_MSG, type ApiKeyMode } from "../../lib/contracts/partner";
import { ipAllowed } from "./allowed-ips";
import { canUsePartnerApi, findApiKey, noteKeyUse, partnerUser } from "./api-keys";
import { ensureTestCustomer, testModeOf } from "./test-mode";
import { copyTestWebhook } from "./test-mode-webhook";

/** Who is calling the partner API, and the context (live, or test mode's) the call runs on. */
export interface PartnerCaller {
  keyId: string;
  userId: string;
  mode: ApiKeyMode;
  ctx: AppContext;
}

declare module "fastify" {
  interface FastifyRequest {
    partner?: PartnerCaller;
  }
}

/** The caller of a /v1 route (set by requireApiKey, which every /v1 route runs first). */
export function callerOf(req: FastifyRequest): PartnerCaller {
  if (!req.partner) throw unauthorized(PARTNER_MSG.keyInvalid);
  return req.partner;
}

/**
 * onRequest hook of every /v1 route, before the body is read or validated: a key that exists and
 * is not revoked (401), of a customer still allowed the partner API (403), called from an allowed
 * address (403), within the key's rate (429). The key itself is never logged (the logger redacts
 * the authorization header) and never stored.
 */
export async function requireApiKey(req: FastifyRequest): Promise<void> {
  const live = req.server.ctx;
  const presented = bearerCredentials(req.headers.authorization);
  if (!presented) throw unauthorized(PARTNER_MSG.keyMissing);
  const row = await findApiKey(live, presented);
  if (!row) throw unauthorized(PARTNER_MSG.keyInvalid);
  const user = await partnerUser(live, row.userId);
  if (!user || !canUsePartnerApi(user)) throw forbidden("This account may not use the partner API.");
  if (!ipAllowed(row.allowedIps, req.ip)) throw forbidden(PARTNER_MSG.ipRefused);
  await hit(live, `partner:key:${row.id}`, { limit: live.config.PARTNER_RATE_LIMIT_PER_MINUTE, windowSeconds: 60 });
  let ctx = live;
  if (row.mode === "test") {
    const mode = testModeOf(live);
    if (!mode) throw new AppError(503, PARTNER_MSG.testModeOff);
    // A test database that cannot be opened now (logged at start-up) is a 503, never a 500.
    ctx = (
      await mode.catch((err: unknown) => {
        req.log.error({ err }, "partner test mode: its database could not be opened");
        throw new AppError(503, PARTNER_MSG.testModeOff);
      })
    ).ctx;
    await ensureTestCustomer(live, ctx, row.userId);
    await copyTestWebhook(live, ctx, row.userId);
  }
  req.partner = { keyId: row.id, userId: row.userId, mode: row.mode, ctx };
  try {
    await noteKeyUse(live, row, req.ip);
  } catch (err) {
    // Bookkeeping only: the call itself goes on.
    req.log.warn({ err }, "api key last use not recorded");
  }
}

export const keyAuthenticated = { onRequest: requireApiKey };
