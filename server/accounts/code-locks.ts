import { and, count, eq, gt, lte, sql } from "drizzle-orm";
import { codeLocks, otpCodes, users, type OtpPurpose } from "../db/schema";
import type { AppContext } from "../http/context";
import { codeLockMail } from "../mail/templates/code-lock";
import type { Tx } from "./db-types";

/**
 * Codes bounded in time. The per-code attempts and the per-account rate limits bound guesses per
 * code and per 15 minutes, but not in total: an account's codes could be guessed for ever. So:
 *
 * A code FAILS when it stops being usable without having been used, after at least one wrong
 * guess: at its OTP_MAX_ATTEMPTS-th wrong guess (exhausted), or when it expires or is replaced by
 * a newer code with wrong guesses on it. A code that expires or is replaced untried does not fail
 * (the customer simply did not use it). A failed code is kept with its failed_at (an expired one
 * failed at its expiry), and its failure is counted as soon as the account next uses codes of that
 * purpose (a guess, a new code), inside the same transaction.
 *
 * FAILED_CODES_TO_LOCK codes of one purpose failing within FAILURE_WINDOW_MS lock that purpose for
 * that account for LOCK_MS from the last of them: no code of that purpose is issued, and every code
 * is refused, whoever asks, from whatever address or API instance (the lock is a database row,
 * taken under the account's row lock). The owner is told by email once, when the lock starts.
 * That bounds guessing at FAILED_CODES_TO_LOCK x OTP_MAX_ATTEMPTS wrong guesses a day: 15, where
 * the rate limits alone let 60 an hour through.
 */
export const FAILED_CODES_TO_LOCK = 3;
export const FAILURE_WINDOW_MS = 24 * 3600 * 1000;
export const LOCK_MS = 24 * 3600 * 1000;

/** The end of the purpose's lock for the account, if it is locked at `now`. */
export async function activeLock(tx: Tx, userId: string, purpose: OtpPurpose, now: Date): Promise<Date | null> {
  const [row] = await tx
    .select({ until: codeLocks.lockedUntil })
    .from(codeLocks)
    .where(and(eq(codeLocks.userId, userId), eq(codeLocks.purpose, purpose), gt(codeLocks.lockedUntil, now)));
  return row?.until ?? null;
}

/**
 * After a failure was recorded (under the account's row lock): locks the purpose when enough codes
 * failed in the window. Answers the new lock's end, or null when no lock started now.
 */
export async function lockIfDue(tx: Tx, userId: string, purpose: OtpPurpose, now: Date): Promise<Date | null> {
  const [r] = await tx
    .select({ failed: count(), last: sql<Date | string | null>`max(${otpCodes.failedAt})` })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.userId, userId),
        eq(otpCodes.purpose, purpose),
        gt(otpCodes.failedAt, new Date(now.getTime() - FAILURE_WINDOW_MS)),
      ),
    );
  if (Number(r.failed) < FAILED_CODES_TO_LOCK || !r.last) return null;
  const until = new Date(new Date(r.last).getTime() + LOCK_MS);
  // A lock that already ended is replaced; one still running is left as it is (nothing returned).
  const rows = await tx
    .insert(codeLocks)
    .values({ userId, purpose, lockedUntil: until, createdAt: now })
    .onConflictDoUpdate({
      target: [codeLocks.userId, codeLocks.purpose],
      set: { lockedUntil: until, createdAt: now },
      setWhere: lte(codeLocks.lockedUntil, now),
    })
    .returning({ until: codeLocks.lockedUntil });
  return rows[0]?.until ?? null;
}

/** Tells the owner that a lock started (after the answer: the mail is no part of it). */
export function notifyLock(ctx: AppContext, userId: string, purpose: OtpPurpose, lockedUntil: Date): void {
  ctx.afterAnswer.run("code lock mail", async () => {
    const [user] = await ctx.db
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) return;
    const mail = codeLockMail({ name: user.name, purpose, failedCodes: FAILED_CODES_TO_LOCK, lockedUntil });
    await ctx.mailer.send({ to: user.email, ...mail });
  });
}
