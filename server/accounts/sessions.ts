import { and, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { SESSION_MSG, type SessionView } from "../../lib/contracts/sessions";
import { authTokens } from "../db/schema";
import type { AppContext } from "../http/context";
import { notFound } from "../http/errors";
import { uuidOr404 } from "../http/route-kit";
import { describeClient } from "./client-device";
import { forgetDevices } from "./login-devices";

/**
 * The customer's signed-in sessions: each live bearer token with the browser that holds it. Only
 * the owner's own rows are ever read or changed: every query names the signed-in user, so another
 * customer's session id answers 404 like an unknown one.
 */

const live = (ctx: AppContext, userId: string) =>
  and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, ctx.now()));

export async function listSessions(ctx: AppContext, userId: string, currentTokenId: string): Promise<SessionView[]> {
  const rows = await ctx.db
    .select({
      id: authTokens.id,
      userAgent: authTokens.userAgent,
      ipAddress: authTokens.ipAddress,
      createdAt: authTokens.createdAt,
      lastUsedAt: authTokens.lastUsedAt,
    })
    .from(authTokens)
    .where(live(ctx, userId))
    .orderBy(desc(sql`coalesce(${authTokens.lastUsedAt}, ${authTokens.createdAt})`), desc(authTokens.createdAt))
    .limit(100);
  const views = rows.map((r) => ({
    id: r.id,
    ...describeClient(r.userAgent, r.ipAddress),
    signed_in_at: r.createdAt.toISOString(),
    last_used_at: (r.lastUsedAt ?? r.createdAt).toISOString(),
    current: r.id === currentTokenId,
  }));
  return [...views.filter((v) => v.current), ...views.filter((v) => !v.current)];
}

async function deviceOf(ctx: AppContext, tokenId: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ deviceId: authTokens.deviceId })
    .from(authTokens)
    .where(eq(authTokens.id, tokenId));
  return row?.deviceId ?? null;
}

/**
 * Signs out one of the customer's sessions: its token is revoked, so that browser's next call is
 * a 401. The browser's device cookie is forgotten too (unless it is this browser's): the owner
 * said it is not theirs, so it signs in again as a new device (the owner is emailed) with no
 * allowance of its own. 404 for an unknown, ended or someone else's session.
 */
export async function signOutSession(
  ctx: AppContext,
  userId: string,
  currentTokenId: string,
  sessionId: string,
): Promise<void> {
  const id = uuidOr404(sessionId, "Session");
  const [row] = await ctx.db
    .update(authTokens)
    .set({ revokedAt: ctx.now() })
    .where(and(eq(authTokens.id, id), live(ctx, userId)))
    .returning({ deviceId: authTokens.deviceId });
  if (!row) throw notFound(SESSION_MSG.notFound);
  if (row.deviceId && id !== currentTokenId) {
    await forgetDevices(ctx, userId, [row.deviceId], await deviceOf(ctx, currentTokenId));
  }
}

/** Signs out every session of the customer but this one; answers how many. */
export async function signOutOtherSessions(ctx: AppContext, userId: string, currentTokenId: string): Promise<number> {
  const rows = await ctx.db
    .update(authTokens)
    .set({ revokedAt: ctx.now() })
    .where(and(live(ctx, userId), ne(authTokens.id, currentTokenId)))
    .returning({ deviceId: authTokens.deviceId });
  const devices = [...new Set(rows.map((r) => r.deviceId).filter((d): d is string => Boolean(d)))];
  await forgetDevices(ctx, userId, devices, await deviceOf(ctx, currentTokenId));
  return rows.length;
}
