import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, count, desc, eq, isNull, lt, ne, or } from "drizzle-orm";
import { levelOfUser } from "../levels/levels-repo";
import { apiKeys, users } from "../db/schema";
import type { AppContext } from "../http/context";
import { AppError, notFound } from "../http/errors";
import { MAX_ACTIVE_KEYS, PARTNER_MSG, type ApiKeyMode, type ApiKeyView } from "../../lib/contracts/partner";

/**
 * Partner API keys: `nw_live_` or `nw_test_` and 32 random bytes (base64url, 43 characters). Only
 * the key's SHA-256 is stored (a 256-bit random key needs no slow hash: nothing short to guess);
 * it is found by that hash and the stored hash is compared again in constant time. The whole key
 * is answered once, at creation; lists show its first 12 characters.
 */

export type ApiKeyRow = typeof apiKeys.$inferSelect;

const KEY_PATTERN = /^nw_(live|test)_[A-Za-z0-9_-]{43}$/;
const PREFIX_LENGTH = 12;

export const hashApiKey = (key: string): string => createHash("sha256").update(key).digest("hex");

export function newApiKey(mode: ApiKeyMode): string {
  return `nw_${mode}_${randomBytes(32).toString("base64url")}`;
}

/**
 * Who may hold and use API keys (issue 20: resellers): an active customer with a verified email at
 * the Reseller level or above (Reseller bought on Make Money, API partner granted by the admin).
 * Checked when a key is created and on every /v1 call, so a level taken back stops the keys at once.
 */
export function canUsePartnerApi(user: {
  status: string;
  emailVerifiedAt: Date | null;
  isAdmin: boolean;
  levelRank: number;
}): boolean {
  return user.status === "active" && user.emailVerifiedAt !== null && !user.isAdmin && user.levelRank >= RESELLER_RANK;
}

/** The seeded Reseller level's rank (migration 0025): API partner ranks above it. */
const RESELLER_RANK = 1;

export async function partnerUser(ctx: AppContext, userId: string) {
  const [u] = await ctx.db
    .select({ status: users.status, emailVerifiedAt: users.emailVerifiedAt, isAdmin: users.isAdmin })
    .from(users)
    .where(eq(users.id, userId));
  if (!u) return null;
  return { ...u, levelRank: (await levelOfUser(ctx.db, userId)).rank };
}

export function apiKeyViewOf(row: ApiKeyRow): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    mode: row.mode,
    prefix: row.keyPrefix,
    allowed_ips: row.allowedIps,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    last_used_ip: row.lastUsedIp,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

export async function listApiKeys(ctx: AppContext, userId: string): Promise<ApiKeyRow[]> {
  return ctx.db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(desc(apiKeys.createdAt)).limit(100);
}

/**
 * Creates a key (the caller checked the PIN) and answers it whole, this once. The customer's row is
 * locked while the active keys are counted, so creations at once (on any instance) cannot pass the
 * limit together.
 */
export async function createApiKey(
  ctx: AppContext,
  userId: string,
  input: { name: string; mode: ApiKeyMode; allowed_ips: string[] },
): Promise<{ key: string; row: ApiKeyRow }> {
  return ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [{ active }] = await tx
      .select({ active: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
    if (Number(active) >= MAX_ACTIVE_KEYS) throw new AppError(409, PARTNER_MSG.tooManyKeys);
    const key = newApiKey(input.mode);
    const [row] = await tx
      .insert(apiKeys)
      .values({
        userId,
        name: input.name,
        mode: input.mode,
        keyHash: hashApiKey(key),
        keyPrefix: key.slice(0, PREFIX_LENGTH),
        allowedIps: [...new Set(input.allowed_ips)],
        createdAt: ctx.now(),
      })
      .returning();
    return { key, row };
  });
}

/** Revokes one of the customer's keys (another customer's answers 404 like a missing one). */
export async function revokeApiKey(ctx: AppContext, userId: string, id: string): Promise<ApiKeyRow> {
  const [row] = await ctx.db
    .update(apiKeys)
    .set({ revokedAt: ctx.now() })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning();
  if (row) return row;
  const [already] = await ctx.db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)));
  if (!already) throw notFound(PARTNER_MSG.keyNotFound);
  return already;
}

/** The unrevoked key behind a presented one, or null. */
export async function findApiKey(ctx: AppContext, presented: string): Promise<ApiKeyRow | null> {
  if (!KEY_PATTERN.test(presented)) return null;
  const hash = hashApiKey(presented);
  const [row] = await ctx.db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, hash), isNull(apiKeys.revokedAt)));
  if (!row || !timingSafeEqual(Buffer.from(row.keyHash, "hex"), Buffer.from(hash, "hex"))) return null;
  if (!presented.startsWith(`nw_${row.mode}_`)) return null;
  return row;
}

/** How stale a key's last use may get before a call writes it again. */
const LAST_USE_PRECISION_MS = 60_000;

/** Notes the key's last use and address, at most once a minute per key. */
export async function noteKeyUse(ctx: AppContext, row: ApiKeyRow, ip: string): Promise<void> {
  const at = ctx.now();
  const staleBefore = new Date(at.getTime() - LAST_USE_PRECISION_MS);
  if (row.lastUsedAt && row.lastUsedAt >= staleBefore && row.lastUsedIp === ip) return;
  await ctx.db
    .update(apiKeys)
    .set({ lastUsedAt: at, lastUsedIp: ip })
    .where(
      and(
        eq(apiKeys.id, row.id),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, staleBefore), ne(apiKeys.lastUsedIp, ip)),
      ),
    );
}
