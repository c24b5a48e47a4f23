import { createHash } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { authTokens, users } from "../db/schema";
import { forbidden, unauthorized } from "./errors";

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h || !h.startsWith("Bearer ")) return null;
  const t = h.slice(7).trim();
  return t.length >= 20 && t.length <= 200 ? t : null;
}

/** onRequest hook (route-kit's signedIn): a live, unrevoked token of an active user; sets req.auth. */
export async function requireAuth(req: FastifyRequest, _reply: FastifyReply) {
  const token = bearer(req);
  if (!token) throw unauthorized();
  const { db, now } = req.server.ctx;
  const rows = await db
    .select({ tokenId: authTokens.id, userId: users.id, isAdmin: users.isAdmin, status: users.status })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(eq(authTokens.tokenHash, hashToken(token)), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, now())),
    )
    .limit(1);
  const row = rows[0];
  if (!row || row.status !== "active") throw unauthorized();
  req.auth = { userId: row.userId, tokenId: row.tokenId, isAdmin: row.isAdmin };
}

/** onRequest hook of /api/admin/*: an admin's token, else 403 (401 without a valid token). */
export async function requireAdmin(req: FastifyRequest, reply: FastifyReply) {
  await requireAuth(req, reply);
  if (!req.auth?.isAdmin) throw forbidden("This action is unauthorized.");
}
