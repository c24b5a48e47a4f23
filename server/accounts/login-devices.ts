import { and, eq, gt, inArray, lte, ne } from "drizzle-orm";
import { DEVICE_TTL_DAYS, MAX_DEVICE_TOKENS } from "../../lib/contracts/sessions";
import { loginDevices, users } from "../db/schema";
import { hashToken } from "../http/auth";
import type { AppContext } from "../http/context";
import type { Tx } from "../wallet/ledger";
import { newOpaqueToken } from "./auth-tokens";

/**
 * Device cookies (OWASP's "Slow Down Online Guessing Attacks with Device Cookies"). After a
 * successful sign-in the API hands the browser's web a random token bound to the account (stored
 * here as its SHA-256 only); the web keeps it in an httpOnly cookie and sends it back with the next
 * login in the X-Device-Token header. A login presenting a token of that account is counted against
 * the device's own allowance, not the account-wide lock (server/accounts/rate-limits.ts). A token
 * of another account, an unknown, forged or forgotten one, is ignored: the attempt is anonymous.
 */

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const DAY_MS = 24 * 3600 * 1000;

/** The well-formed tokens of the header, at most MAX_DEVICE_TOKENS; anything else is ignored. */
export function deviceTokensFrom(header: string | string[] | undefined): string[] {
  const raw = Array.isArray(header) ? header.join(",") : (header ?? "");
  const tokens = raw
    .split(",")
    .map((s) => s.trim())
    .filter((s) => TOKEN_PATTERN.test(s));
  return [...new Set(tokens)].slice(0, MAX_DEVICE_TOKENS);
}

export interface KnownDevice {
  id: string;
  /** The token the browser presented, handed back unchanged after the sign-in. */
  token: string;
}

const liveSince = (ctx: AppContext) => new Date(ctx.now().getTime() - DEVICE_TTL_DAYS * DAY_MS);

/** The device among `tokens` that signed in to the account of `email` before; null when none is. */
export async function recognisedDevice(ctx: AppContext, email: string, tokens: string[]): Promise<KnownDevice | null> {
  if (!tokens.length) return null;
  const hashes = tokens.map(hashToken);
  const [row] = await ctx.db
    .select({ id: loginDevices.id, tokenHash: loginDevices.tokenHash })
    .from(loginDevices)
    .innerJoin(users, eq(users.id, loginDevices.userId))
    .where(
      and(
        eq(users.email, email.toLowerCase()),
        inArray(loginDevices.tokenHash, hashes),
        gt(loginDevices.lastLoginAt, liveSince(ctx)),
      ),
    )
    .limit(1);
  return row ? { id: row.id, token: tokens[hashes.indexOf(row.tokenHash)] } : null;
}

/**
 * After a successful sign-in: the device that signed in, `known` refreshed, else a new one with a
 * fresh token (`isNew`: the caller tells the owner about it).
 */
export async function rememberDevice(
  ctx: AppContext,
  userId: string,
  known: KnownDevice | null,
  /** Written with a new device's row, in its transaction (the new sign-in notification). */
  onNew?: (tx: Tx, deviceId: string) => Promise<void>,
): Promise<{ id: string; token: string; isNew: boolean }> {
  const now = ctx.now();
  if (known) {
    const [row] = await ctx.db
      .update(loginDevices)
      .set({ lastLoginAt: now })
      .where(and(eq(loginDevices.id, known.id), eq(loginDevices.userId, userId)))
      .returning({ id: loginDevices.id });
    // Forgotten between the check and now (its session signed out from another device): a new one.
    if (row) return { id: row.id, token: known.token, isNew: false };
  }
  const token = newOpaqueToken();
  const row = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(loginDevices)
      .values({ userId, tokenHash: hashToken(token), createdAt: now, lastLoginAt: now })
      .returning({ id: loginDevices.id });
    await onNew?.(tx, inserted.id);
    return inserted;
  });
  return { id: row.id, token, isNew: true };
}

/** Forgets devices of the account (their sessions were signed out by the owner), never `keep`. */
export async function forgetDevices(
  ctx: AppContext,
  userId: string,
  deviceIds: string[],
  keep: string | null,
): Promise<void> {
  if (!deviceIds.length) return;
  await ctx.db
    .delete(loginDevices)
    .where(
      and(
        eq(loginDevices.userId, userId),
        inArray(loginDevices.id, deviceIds),
        keep ? ne(loginDevices.id, keep) : undefined,
      ),
    );
}

/** Deletes devices not signed in with for DEVICE_TTL_DAYS (the cleanup job). */
export async function pruneLoginDevices(ctx: AppContext): Promise<void> {
  await ctx.db.delete(loginDevices).where(lte(loginDevices.lastLoginAt, liveSince(ctx)));
}
