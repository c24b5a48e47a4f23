import { and, isNotNull, lt, or } from "drizzle-orm";
import { authTokens, codeLocks, otpCodes, passwordResetTokens } from "../db/schema";
import type { AppContext } from "../http/context";
import { pruneRateLimitHits } from "../http/rate-limit";
import { pruneLoginDevices } from "./login-devices";
import { pruneChallenges } from "../passkeys/challenges";

const DAY_MS = 24 * 3600 * 1000;
const EVERY_MS = 3600 * 1000;

/**
 * Deletes what can no longer be used: old rate-limit attempts, dead codes (a failed code outlives
 * the 24 hours it counts for: it failed at or before its expiry), ended code locks, reset and
 * bearer tokens, forgotten devices, expired passkey challenges.
 */
export async function pruneAccountRows(ctx: AppContext): Promise<void> {
  const now = ctx.now().getTime();
  const dayAgo = new Date(now - DAY_MS);
  const monthAgo = new Date(now - 30 * DAY_MS);
  await pruneRateLimitHits(ctx);
  await pruneLoginDevices(ctx);
  await pruneChallenges(ctx);
  await ctx.db.delete(otpCodes).where(lt(otpCodes.expiresAt, dayAgo));
  await ctx.db.delete(codeLocks).where(lt(codeLocks.lockedUntil, new Date(now)));
  await ctx.db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, dayAgo));
  await ctx.db
    .delete(authTokens)
    .where(
      or(lt(authTokens.expiresAt, monthAgo), and(isNotNull(authTokens.revokedAt), lt(authTokens.revokedAt, monthAgo))),
    );
}

let lastRun = 0;

/** Background job (server/jobs.ts): runs at most hourly per instance; deletes are idempotent. */
export const accountsCleanupJob = {
  name: "accounts-cleanup",
  async run(ctx: AppContext): Promise<void> {
    const now = ctx.now().getTime();
    if (now - lastRun < EVERY_MS) return;
    lastRun = now;
    await pruneAccountRows(ctx);
  },
};
