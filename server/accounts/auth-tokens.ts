import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import { authTokens } from "../db/schema";
import { hashToken } from "../http/auth";
import type { AppContext } from "../http/context";
import { USER_AGENT_MAX } from "./client-device";
import type { Tx } from "./db-types";

/** 32 random bytes, base64url: what the client holds. Only its SHA-256 is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Who signed in: kept with the session for the customer's list of signed-in devices. */
export interface SessionClient {
  userAgent?: string | null;
  ip?: string | null;
  /** The device (login_devices) that signed in. */
  deviceId?: string | null;
}

export async function issueBearerToken(ctx: AppContext, userId: string, client: SessionClient = {}): Promise<string> {
  const token = newOpaqueToken();
  const now = ctx.now();
  await ctx.db.insert(authTokens).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ctx.config.TOKEN_TTL_HOURS * 3600 * 1000),
    lastUsedAt: now,
    userAgent: client.userAgent?.slice(0, USER_AGENT_MAX) || null,
    ipAddress: client.ip ?? null,
    deviceId: client.deviceId ?? null,
  });
  return token;
}

export async function revokeBearerToken(ctx: AppContext, tokenId: string): Promise<void> {
  await ctx.db
    .update(authTokens)
    .set({ revokedAt: ctx.now() })
    .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)));
}

/** Signs the user out everywhere (after a password reset). */
export async function revokeAllBearerTokens(db: Db | Tx, userId: string, now: Date): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}

/** Signs the user out everywhere but the session `keepTokenId` (a password changed there); answers how many live ones ended. */
export async function revokeOtherBearerTokens(
  db: Db | Tx,
  userId: string,
  keepTokenId: string,
  now: Date,
): Promise<number> {
  const ended = await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(authTokens.userId, userId),
        ne(authTokens.id, keepTokenId),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .returning({ id: authTokens.id });
  return ended.length;
}
