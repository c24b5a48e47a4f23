import { and, eq, gt, isNull } from "drizzle-orm";
import { passwordResetTokens } from "../db/schema";
import { hashToken } from "../http/auth";
import type { Tx } from "./db-types";
import { newOpaqueToken } from "./auth-tokens";

export const RESET_TOKEN_TTL_SECONDS = 15 * 60;

/** A single-use token proving the reset code was verified; earlier unused ones stop working. */
export async function issueResetToken(tx: Tx, userId: string, now: Date): Promise<string> {
  const token = newOpaqueToken();
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  await tx.insert(passwordResetTokens).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_SECONDS * 1000),
    createdAt: now,
  });
  return token;
}

/** Marks the token used if it is the user's, unused and unexpired; atomic, so it works once. */
export async function useResetToken(tx: Tx, userId: string, token: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        eq(passwordResetTokens.userId, userId),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ id: passwordResetTokens.id });
  return rows.length === 1;
}
