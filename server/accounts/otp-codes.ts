import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import { otpCodes, users, type OtpPurpose } from "../db/schema";
import type { AppContext } from "../http/context";
import { activeLock, lockIfDue, notifyLock } from "./code-locks";
import type { Tx } from "./db-types";

export type { OtpPurpose };

/**
 * The account id checks run against when the email belongs to nobody: the same statements and the
 * same hashing run as for an account, on rows that do not exist, so the answer takes the same work.
 */
export const NOBODY = "00000000-0000-0000-0000-000000000000";

/** The code is mixed with its owner and purpose, so equal codes never share a stored value. */
function codeHash(userId: string, purpose: OtpPurpose, code: string): string {
  return createHmac("sha256", `otp:${purpose}:${userId}`).update(code).digest("hex");
}

const NO_HASH = "0".repeat(64);

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual(x, y);
}

export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

type CodeRow = typeof otpCodes.$inferSelect;

/** Serialises everything that reads or changes one account's codes (and its lock). */
async function lockAccount(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

/** A lock that started in a transaction: its owner is told once that transaction has committed. */
type Started = Date | null;

export type IssuedCode = { code: string } | { lockedUntil: Date };

/**
 * Makes a fresh code for the user and purpose and returns it in clear (for the mail only), unless
 * the purpose is locked (code-locks.ts). Earlier codes of that purpose stop working in the same
 * transaction, so only the newest works; one that had wrong guesses on it is kept as failed.
 */
export async function issueCode(ctx: AppContext, userId: string, purpose: OtpPurpose): Promise<IssuedCode> {
  const code = generateCode();
  const now = ctx.now();
  const { result, started } = await ctx.db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const earlier = await tx
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose), isNull(otpCodes.failedAt)));
    let failed = false;
    for (const row of earlier) {
      const failedAt = failureOnReplace(row, now);
      if (failedAt) {
        failed = true;
        await tx.update(otpCodes).set({ failedAt }).where(eq(otpCodes.id, row.id));
      }
    }
    await tx
      .delete(otpCodes)
      .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose), isNull(otpCodes.failedAt)));
    const started: Started = failed ? await lockIfDue(tx, userId, purpose, now) : null;
    const lockedUntil = started ?? (await activeLock(tx, userId, purpose, now));
    if (lockedUntil) return { result: { lockedUntil }, started };
    await tx.insert(otpCodes).values({
      userId,
      purpose,
      codeHash: codeHash(userId, purpose, code),
      expiresAt: new Date(now.getTime() + ctx.config.OTP_TTL_SECONDS * 1000),
      createdAt: now,
    });
    return { result: { code }, started };
  });
  if (started) notifyLock(ctx, userId, purpose, started);
  return result;
}

/** When a code replaced at `now` failed (it had wrong guesses and was never used), else null. */
function failureOnReplace(row: CodeRow, now: Date): Date | null {
  if (row.consumedAt || row.attempts === 0) return null;
  return row.expiresAt < now ? row.expiresAt : now;
}

/**
 * ok: the code was right and live; it is consumed and `onValid` ran in the same transaction.
 * used: the code was right but already used (the caller proved it holds the mailed code).
 * invalid: anything else: wrong, expired, exhausted, replaced, locked, no such account.
 */
export type CodeCheck<T> = { status: "ok"; value: T } | { status: "used" } | { status: "invalid" };

/**
 * Checks a code against the account's newest code of the purpose; a right, live one is consumed
 * and `onValid` runs in the same transaction. A wrong guess counts an attempt (committed); at
 * OTP_MAX_ATTEMPTS the code is dead and failed, and failures may lock the purpose (code-locks.ts).
 *
 * Every wrong answer takes the same work whatever the reason, for an unknown account (userId
 * NOBODY) too: the same statements in the same order and one HMAC, so neither the answer nor its
 * time tells whether the email has an account, a live code or a lock.
 */
export async function consumeCode<T>(
  ctx: AppContext,
  input: { userId: string; purpose: OtpPurpose; code: string },
  onValid: (tx: Tx) => Promise<T>,
): Promise<CodeCheck<T>> {
  const { userId, purpose, code } = input;
  const candidate = codeHash(userId, purpose, code);
  const max = ctx.config.OTP_MAX_ATTEMPTS;
  const now = ctx.now();
  const { check, started } = await ctx.db.transaction(
    async (tx): Promise<{ check: CodeCheck<T>; started: Started }> => {
      await lockAccount(tx, userId);
      const locked = await activeLock(tx, userId, purpose, now);
      const [row] = await tx
        .select()
        .from(otpCodes)
        .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose)))
        .orderBy(desc(otpCodes.createdAt))
        .limit(1)
        .for("update");
      const right = sameHash(candidate, row?.codeHash ?? NO_HASH);
      const expired = !row || row.expiresAt.getTime() <= now.getTime();
      const usable = Boolean(row && !locked && !row.consumedAt && !row.failedAt && !expired && row.attempts < max);
      if (row && right && usable) {
        await tx.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, row.id));
        return { check: { status: "ok", value: await onValid(tx) }, started: null };
      }
      if (row && right && row.consumedAt && row.attempts < max && !locked) {
        return { check: { status: "used" }, started: null };
      }

      // Wrong, or right too late: one update and one count of failures, whatever the case (the
      // count is for nobody when no code failed now: the same work).
      const next = afterWrongAnswer(row, { usable, expired, now, max });
      await tx
        .update(otpCodes)
        .set(next)
        .where(eq(otpCodes.id, row?.id ?? NOBODY));
      const failedNow = Boolean(next.failedAt && !row?.failedAt);
      const started = await lockIfDue(tx, failedNow ? userId : NOBODY, purpose, now);
      return { check: { status: "invalid" }, started };
    },
  );
  if (started) notifyLock(ctx, userId, purpose, started);
  return check;
}

/** A wrong answer's mark on the code: an attempt if it was live, and its failure if it failed now. */
function afterWrongAnswer(
  row: CodeRow | undefined,
  s: { usable: boolean; expired: boolean; now: Date; max: number },
): { attempts: number; failedAt: Date | null } {
  if (!row) return { attempts: 0, failedAt: null };
  // A used code's attempts bound guessing at it too (a right guess only answers "used").
  const attempts = s.usable || (row.consumedAt && row.attempts < s.max) ? row.attempts + 1 : row.attempts;
  if (row.failedAt || row.consumedAt) return { attempts, failedAt: row.failedAt };
  if (s.usable && attempts >= s.max) return { attempts, failedAt: s.now };
  if (s.expired && row.attempts > 0) return { attempts, failedAt: row.expiresAt };
  return { attempts, failedAt: null };
}
