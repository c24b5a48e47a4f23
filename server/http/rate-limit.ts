import { and, asc, eq, gt, inArray, lt, or, sql } from "drizzle-orm";
import { rateLimitHits } from "../db/schema";
import type { AppContext } from "./context";
import { tooManyRequests } from "./errors";

export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

/** An attempt let through. `release()` takes it back off every key, for an attempt that turned out not to be one the limit is about. */
export interface Hit {
  release(): Promise<void>;
}

/** The longest window a limit may have: attempts older than this are pruned (pruneRateLimitHits). */
export const MAX_WINDOW_SECONDS = 24 * 3600;

/**
 * Sliding-window limits, several keys at once (e.g. per account and per address). An attempt
 * passes when every key let fewer than `limit` attempts through in the `windowSeconds` before it;
 * it is then recorded against every key, and a refused attempt is recorded nowhere. So no span of
 * `windowSeconds`, wherever it starts, lets more than `limit` through (a fixed window lets up to
 * twice as many across its boundary), and a key never holds more than `limit` live rows however
 * hard it is hammered. A 429 carries Retry-After: when the oldest attempt that blocks leaves.
 *
 * The rows live in the database, so every API instance shares them; per-key advisory locks make
 * check-and-record atomic. They are taken in one global order (by lock id) so two attempts sharing
 * keys cannot deadlock. An attempt holds its place from the check on, and gives it back only by
 * `release()` once its outcome is known, so concurrent attempts can never pass more than the limit.
 */
export async function hitAll(ctx: AppContext, checks: Array<[key: string, limit: RateLimit]>): Promise<Hit> {
  for (const [key, { windowSeconds }] of checks) {
    if (windowSeconds > MAX_WINDOW_SECONDS)
      throw new Error(`Rate limit ${key}: a ${windowSeconds} s window outlives the pruning of attempts.`);
  }
  const now = ctx.now().getTime();
  const keys = [...new Set(checks.map(([key]) => key))];
  const { until: blockedUntil, ids } = await ctx.db.transaction(async (tx) => {
    const keyRows = sql.join(
      keys.map((key) => sql`(${key})`),
      sql`, `,
    );
    await tx.execute(
      sql`select pg_advisory_xact_lock(id) from (select distinct hashtextextended(key, 0) as id from (values ${keyRows}) as keys(key) order by id) as locks`,
    );
    const live = await tx
      .select({ key: rateLimitHits.key, at: rateLimitHits.at })
      .from(rateLimitHits)
      .where(
        or(
          ...checks.map(([key, l]) =>
            and(eq(rateLimitHits.key, key), gt(rateLimitHits.at, new Date(now - l.windowSeconds * 1000))),
          ),
        ),
      )
      .orderBy(asc(rateLimitHits.at));
    let until = 0;
    for (const [key, { limit, windowSeconds }] of checks) {
      const times = live.filter((r) => r.key === key).map((r) => r.at.getTime());
      if (times.length >= limit) until = Math.max(until, times[times.length - limit] + windowSeconds * 1000);
    }
    if (until > 0) return { until, ids: [] };
    const rows = await tx
      .insert(rateLimitHits)
      .values(keys.map((key) => ({ key, at: new Date(now) })))
      .returning({ id: rateLimitHits.id });
    return { until, ids: rows.map((r) => r.id) };
  });
  if (blockedUntil > 0) throw tooManyRequests(Math.max(1, Math.ceil((blockedUntil - now) / 1000)));
  return {
    release: async () => {
      await ctx.db.delete(rateLimitHits).where(inArray(rateLimitHits.id, ids));
    },
  };
}

/** One key's limit: 429 past it. */
export const hit = (ctx: AppContext, key: string, limit: RateLimit): Promise<Hit> => hitAll(ctx, [[key, limit]]);

/** A family of one-key limits, each counted per `who` (a customer id or an address). */
export const limiterFor =
  <T extends Record<string, RateLimit>>(family: string, limits: T) =>
  (ctx: AppContext, action: keyof T & string, who: string): Promise<Hit> =>
    hit(ctx, `${family}:${action}:${who}`, limits[action]);

/** Deletes attempts older than `olderThanSeconds` (by default the longest window): past every limit's window. */
export async function pruneRateLimitHits(ctx: AppContext, olderThanSeconds = MAX_WINDOW_SECONDS): Promise<void> {
  const cutoff = new Date(ctx.now().getTime() - olderThanSeconds * 1000);
  await ctx.db.delete(rateLimitHits).where(lt(rateLimitHits.at, cutoff));
}
