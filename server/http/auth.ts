import { createHash } from "node:crypto";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { answerOf } from "../db/sql-values";
import type { FastifyReply, FastifyRequest } from "fastify";
import { authTokens } from "../db/schema";
import { MSG } from "../../lib/contracts/messages";
import { forbidden, unauthorized } from "./errors";

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The credentials of an `Authorization: Bearer …` header (the scheme is case-insensitive, RFC 7235), or null. */
export function bearerCredentials(header: string | undefined): string | null {
  const m = header?.match(/^bearer +(.+)$/i);
  return m ? m[1].trim() || null : null;
}

function bearer(req: FastifyRequest): string | null {
  const t = bearerCredentials(req.headers.authorization);
  return t && t.length >= 20 && t.length <= 200 ? t : null;
}

/** onRequest hook (route-kit's signedIn): a live, unrevoked token of an active user; sets req.auth. */
export async function requireAuth(req: FastifyRequest, _reply: FastifyReply) {
  const token = bearer(req);
  if (!token) throw unauthorized();
  const { db, now } = req.server.ctx;
  // The database's auth_token_session (migration 0028): planned once per connection, where the query
  // builder cost ~0.3 ms of CPU building this join and PostgreSQL planned it at every request.
  const row = await answerOf<{
    token_id: string;
    user_id: string;
    is_admin: boolean;
    status: string;
    last_used_at: string | null;
  } | null>(db, sql`SELECT auth_token_session(${hashToken(token)}, ${now().toISOString()}::timestamptz) AS r`);
  if (!row || row.status !== "active") throw unauthorized();
  req.auth = { userId: row.user_id, tokenId: row.token_id, isAdmin: row.is_admin };
  await noteUse(req, {
    tokenId: row.token_id,
    lastUsedAt: row.last_used_at === null ? null : new Date(row.last_used_at),
  });
}

/** How stale a session's last use may get before a call writes it again. */
export const LAST_USE_PRECISION_MS = 60_000;

/**
 * Keeps a session's last use and address for the customer's list of signed-in devices, at most
 * one write a minute per token, not one per call. The condition repeats in the update, so
 * concurrent calls of one session write once.
 */
async function noteUse(req: FastifyRequest, row: { tokenId: string; lastUsedAt: Date | null }) {
  const { db, now } = req.server.ctx;
  const at = now();
  const staleBefore = new Date(at.getTime() - LAST_USE_PRECISION_MS);
  if (row.lastUsedAt && row.lastUsedAt >= staleBefore) return;
  try {
    await db
      .update(authTokens)
      .set({ lastUsedAt: at, ipAddress: req.ip })
      .where(
        and(eq(authTokens.id, row.tokenId), or(isNull(authTokens.lastUsedAt), lt(authTokens.lastUsedAt, staleBefore))),
      );
  } catch (err) {
    // Bookkeeping only: the call itself goes on.
    req.log.warn({ err }, "session last use not recorded");
  }
}

/**
 * onRequest hook of the customer side (route-kit's signedIn): a customer's token, else 403 for an
 * admin's (the admin side is a separate session kind, spec 2.13: an admin account has no wallet
 * to pay from, and never acts on money as a customer it also oversees), 401 without a valid token.
 */
export async function requireCustomer(req: FastifyRequest, reply: FastifyReply) {
  await requireAuth(req, reply);
  if (req.auth?.isAdmin) throw forbidden(MSG.adminAccount);
}

/** onRequest hook of /api/admin/*: an admin's token, else 403 (401 without a valid token). */
export async function requireAdmin(req: FastifyRequest, reply: FastifyReply) {
  await requireAuth(req, reply);
  if (!req.auth?.isAdmin) throw forbidden("This action is unauthorized.");
}
