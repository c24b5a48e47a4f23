import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { authTokens } from "../db/schema";
import { hashToken } from "../http/auth";
import type { AppContext } from "../http/context";
import type { Tx } from "./db-types";

/** 32 random bytes, base64url: what the client holds. Only its SHA-256 is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString("base64url");
}

export async function issueBearerToken(ctx: AppContext, userId: string): Promise<string> {
  const token = newOpaqueToken();
  const now = ctx.now();
  await ctx.db.insert(authTokens).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ctx.config.TOKEN_TTL_HOURS * 3600 * 1000),
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
