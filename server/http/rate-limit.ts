import { lt, sql } from "drizzle-orm";
import { rateLimitBuckets } from "../db/schema";
import type { AppContext } from "./context";
import { tooManyRequests } from "./errors";

export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one attempt for `key` in the current fixed window and throws 429 past the limit.
 * The counter lives in the database, so every API instance shares it; the upsert is atomic.
 */
export async function hit(ctx: AppContext, key: string, { limit, windowSeconds }: RateLimit): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(ctx.now().getTime() / windowMs) * windowMs);
  const rows = await ctx.db
    .insert(rateLimitBuckets)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitBuckets.key, rateLimitBuckets.windowStart],
      set: { count: sql`${rateLimitBuckets.count} + 1` },
    })
    .returning({ count: rateLimitBuckets.count });
  if ((rows[0]?.count ?? 0) > limit) throw tooManyRequests();
}

/** Several limits at once (e.g. per account and per address); every one is counted. */
export async function hitAll(ctx: AppContext, checks: Array<[key: string, limit: RateLimit]>): Promise<void> {
  let blocked: unknown;
  for (const [key, limit] of checks) {
    try {
      await hit(ctx, key, limit);
    } catch (err) {
      blocked ??= err;
    }
  }
  if (blocked) throw blocked;
}

/** Deletes windows that ended before `olderThanSeconds` ago. */
export async function pruneRateLimitBuckets(ctx: AppContext, olderThanSeconds = 24 * 3600): Promise<void> {
  const cutoff = new Date(ctx.now().getTime() - olderThanSeconds * 1000);
  await ctx.db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.windowStart, cutoff));
}
