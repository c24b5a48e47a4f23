import { eq, sql } from "drizzle-orm";
import { minutesUntil, PIN_LOCK_MINUTES, PIN_MAX_ATTEMPTS, PIN_MSG, type PinStatus } from "../../lib/contracts/pin";
import { consumeCode, issueCode } from "../accounts/otp-codes";
import { mailOwner } from "../accounts/mail-owner";
import { checkSignedInPassword } from "../accounts/signed-in-password";
import { transactionPins, users } from "../db/schema";
import type { AppContext } from "../http/context";
import { AppError, conflict, validationFailed } from "../http/errors";
import { hit } from "../http/rate-limit";
import { pinChangedMail, pinLockedMail, pinResetCodeMail } from "../mail/templates/pin-mails";
import { profilePageUrl } from "../mail/web-links";
import { pinLockedEvent } from "../notifications/events";
import { recordNotification } from "../notifications/record";
import { hashPin, isLegacyPinHash, verifyPin } from "./pin-hash";
import { jsonb, resultRows } from "../db/sql-values";

/**
 * The transaction PIN: 4 digits every debit the customer starts must carry (debit-approval.ts).
 *
 * - Stored only as a keyed hash (HMAC-SHA256 with the server's PIN_PEPPER and a per-row salt,
 *   pin-hash.ts, where the reasons are), compared in constant time: the database alone cannot
 *   check a single candidate. Rows from before, in scrypt, are rewritten at the next right PIN.
 * - PIN_MAX_ATTEMPTS wrong PINs in a row lock it for PIN_LOCK_MINUTES (423 with Retry-After) and
 *   mail the owner once; a right PIN starts the count again. Every check runs under the PIN row's
 *   lock (SELECT ... FOR UPDATE) from the read of the count to its write, so concurrent guesses on
 *   any number of API instances queue and no more than PIN_MAX_ATTEMPTS are ever judged.
 * - Setting it and resetting it need the password (wrong passwords are rate limited per account);
 *   a reset needs a code mailed to the owner too (the "pin_reset" purpose of accounts/otp-codes.ts,
 *   with its attempts and its 24-hour lock). Changing it needs the old PIN, counted like any try.
 * - The PIN is never logged (the logger redacts `pin`, `old_pin`, `new_pin`, app.ts), never in a
 *   URL or a cookie, and no answer repeats it.
 */

const PIN_LOCK_MS = PIN_LOCK_MINUTES * 60_000;
/** PIN reset codes asked for, per account. */
const RESET_REQUEST_LIMIT = { limit: 5, windowSeconds: 3600 };

type Check = { kind: "ok" } | { kind: "none" } | { kind: "wrong"; left: number } | { kind: "locked"; until: Date };

/** The PIN row as read just before without a lock (purchase-facts.ts); null: no PIN set. */
export type SeenPin = { pinHash: string; lockedUntil: Date | null } | null;

/**
 * A right PIN whose judgement under the row lock is left to the debit's own statement (the
 * purchase engine's, purchase-sql.ts): the database's pin_confirm (migration 0028), run first in
 * that statement, starts the count again only while the row still holds `pinHash` unlocked, as
 * the UPDATE of a right PIN always did; when it does not, nothing is debited and `rejudge` judges
 * the PIN under the row's lock as any try (and throws its refusal).
 */
export interface PinConfirmation {
  userId: string;
  /** The stored form the PIN was compared with. */
  pinHash: string;
  /** The keyed form to store instead (a legacy scrypt row rewritten), or null. */
  rehash: string | null;
  at: Date;
  rejudge: () => Promise<void>;
  /**
   * The confirmation on its own, for a purchase refused after the PIN was found right but before its
   * debit ran (service off, balance, breaker): a right PIN starts the count again whatever happens
   * to the purchase. Changes nothing when the row changed since it was read.
   */
  confirmAlone: () => Promise<void>;
}

/** pin_confirm's arguments (one home of the right PIN's update: checkPin's and the debit's). */
export const pinConfirmJson = (c: Omit<PinConfirmation, "rejudge" | "confirmAlone">) => ({
  user_id: c.userId,
  pin_hash: c.pinHash,
  rehash: c.rehash,
  at: c.at.toISOString(),
});

async function confirmPin(ctx: AppContext, c: Omit<PinConfirmation, "rejudge" | "confirmAlone">): Promise<boolean> {
  const [row] = resultRows<{ ok: boolean }>(
    await ctx.db.execute(sql`SELECT pin_confirm(${jsonb(pinConfirmJson(c))}) AS ok`),
  );
  return row.ok;
}

/**
 * Judges one PIN and records the outcome; mails the owner when a lock starts. Every judgement
 * happens under the PIN row's lock, so concurrent tries queue, a PIN already locked is refused
 * whatever it was, and the count moves one step per judged try: no more than PIN_MAX_ATTEMPTS are
 * ever judged.
 *
 * A right PIN (the common case, every purchase) costs one read and one statement: the hash is
 * compared on the row read without a lock (or the row purchase-facts.ts read), then a single
 * conditional UPDATE (pin_confirm), which takes the row lock, starts the count again only if the
 * row is still unlocked and still holds the hash that was compared (a concurrent lock or PIN change
 * makes it match nothing, and the try is judged again below). A legacy scrypt row is rewritten in
 * the keyed form by that same UPDATE (pin-hash.ts). With `defer`, that statement is the debit's
 * own first step (PinConfirmation). A wrong PIN is judged in a transaction under SELECT ... FOR
 * UPDATE. A legacy scrypt comparison (tens of ms) always runs outside the transaction, on no pooled
 * connection.
 */
async function checkPin(
  ctx: AppContext,
  userId: string,
  pin: string,
  known?: SeenPin,
  defer?: boolean,
): Promise<Check | { kind: "deferred"; confirm: PinConfirmation }> {
  const now = ctx.now();
  const pepper = ctx.config.pinPepper;
  const seen =
    known !== undefined
      ? known
      : (
          await ctx.db
            .select({ pinHash: transactionPins.pinHash, lockedUntil: transactionPins.lockedUntil })
            .from(transactionPins)
            .where(eq(transactionPins.userId, userId))
        )[0];
  if (!seen) return { kind: "none" };
  if (seen.lockedUntil && seen.lockedUntil > now) return { kind: "locked", until: seen.lockedUntil };
  const matchedSeen = await verifyPin(pin, seen.pinHash, pepper);
  if (matchedSeen) {
    const confirm = {
      userId,
      pinHash: seen.pinHash,
      rehash: isLegacyPinHash(seen.pinHash) ? hashPin(pin, pepper) : null,
      at: now,
    };
    if (defer)
      return {
        kind: "deferred",
        confirm: {
          ...confirm,
          rejudge: async () => {
            const check = await judgeUnderLock(ctx, userId, pin, seen.pinHash, true);
            if (check.kind !== "ok") throw refusal(ctx, check, "pin");
          },
          confirmAlone: async () => {
            await confirmPin(ctx, confirm);
          },
        },
      };
    if (await confirmPin(ctx, confirm)) return { kind: "ok" };
  }
  return judgeUnderLock(ctx, userId, pin, seen.pinHash, matchedSeen);
}

/** One try judged under the PIN row's lock (a wrong PIN, or a right one whose row changed since it was read). */
async function judgeUnderLock(
  ctx: AppContext,
  userId: string,
  pin: string,
  seenHash: string,
  matchedSeen: boolean,
): Promise<Check> {
  const now = ctx.now();
  const pepper = ctx.config.pinPepper;
  const rehashed = (stored: string) => (isLegacyPinHash(stored) ? hashPin(pin, pepper) : stored);
  const { check, lockedNow } = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(transactionPins).where(eq(transactionPins.userId, userId)).for("update");
    if (!row) return { check: { kind: "none" } as Check, lockedNow: false };
    if (row.lockedUntil && row.lockedUntil > now)
      return { check: { kind: "locked", until: row.lockedUntil } as Check, lockedNow: false };
    // A scrypt row that changed meanwhile is compared here once more (rare: the PIN was just changed).
    const matched = row.pinHash === seenHash ? matchedSeen : await verifyPin(pin, row.pinHash, pepper);
    if (matched) {
      await tx
        .update(transactionPins)
        .set({ failedAttempts: 0, lockedUntil: null, pinHash: rehashed(row.pinHash) })
        .where(eq(transactionPins.userId, userId));
      return { check: { kind: "ok" } as Check, lockedNow: false };
    }
    const failed = row.failedAttempts + 1;
    if (failed >= PIN_MAX_ATTEMPTS) {
      const until = new Date(now.getTime() + PIN_LOCK_MS);
      await tx
        .update(transactionPins)
        .set({ failedAttempts: 0, lockedUntil: until })
        .where(eq(transactionPins.userId, userId));
      await recordNotification(tx, pinLockedEvent({ userId, lockedUntil: until }));
      return { check: { kind: "locked", until } as Check, lockedNow: true };
    }
    await tx.update(transactionPins).set({ failedAttempts: failed }).where(eq(transactionPins.userId, userId));
    return { check: { kind: "wrong", left: PIN_MAX_ATTEMPTS - failed } as Check, lockedNow: false };
  });
  if (lockedNow && check.kind === "locked")
    mailOwner(ctx, userId, "transaction PIN mail", (name) =>
      pinLockedMail({ name, wrongPins: PIN_MAX_ATTEMPTS, lockedUntil: check.until }),
    );
  return check;
}

/** The answer for a PIN that did not pass, its message under `field`. Never repeats the PIN. */
function refusal(ctx: AppContext, check: Exclude<Check, { kind: "ok" }>, field: string): AppError {
  switch (check.kind) {
    case "none":
      return validationFailed({ [field]: [PIN_MSG.notSet] });
    case "wrong": {
      const message = PIN_MSG.incorrect(check.left);
      return new AppError(403, message, { [field]: [message] });
    }
    case "locked": {
      const message = PIN_MSG.locked(minutesUntil(check.until, ctx.now()));
      const seconds = Math.max(1, Math.ceil((check.until.getTime() - ctx.now().getTime()) / 1000));
      return new AppError(423, message, { [field]: [message] }, { "retry-after": String(seconds) });
    }
  }
}

async function hasPin(ctx: AppContext, userId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ userId: transactionPins.userId })
    .from(transactionPins)
    .where(eq(transactionPins.userId, userId));
  return Boolean(row);
}

/**
 * Throws unless `pin` is the customer's right PIN: 422 when missing (or when no PIN is set yet),
 * 403 when wrong, 423 while locked. Changes no money: a caller debits only after it returns.
 */
export async function requirePin(
  ctx: AppContext,
  userId: string,
  pin: string | undefined,
  field = "pin",
  /** The PIN row read just before without a lock (purchase-facts.ts), or undefined to read it here. */
  seen?: SeenPin,
): Promise<void> {
  const check = await pinCheck(ctx, userId, pin, field, seen, false);
  if (check) throw new Error("a PIN confirmation was not asked for");
}

/**
 * requirePin for a debit that confirms the right PIN in its own statement (PinConfirmation):
 * throws the same refusals; a right PIN answers its confirmation, not yet written.
 */
export async function requirePinConfirmedByDebit(
  ctx: AppContext,
  userId: string,
  pin: string | undefined,
  seen?: SeenPin,
): Promise<PinConfirmation> {
  const confirm = await pinCheck(ctx, userId, pin, "pin", seen, true);
  if (!confirm) throw new Error("a right PIN was not deferred");
  return confirm;
}

async function pinCheck(
  ctx: AppContext,
  userId: string,
  pin: string | undefined,
  field: string,
  seen: SeenPin | undefined,
  defer: boolean,
): Promise<PinConfirmation | null> {
  if (!pin) {
    const set = seen !== undefined ? seen !== null : await hasPin(ctx, userId);
    throw validationFailed({ [field]: [set ? PIN_MSG.required : PIN_MSG.notSet] });
  }
  const check = await checkPin(ctx, userId, pin, seen, defer);
  if (check.kind === "deferred") return check.confirm;
  if (check.kind !== "ok") throw refusal(ctx, check, field);
  return null;
}

export async function pinStatus(ctx: AppContext, userId: string): Promise<PinStatus> {
  const [row] = await ctx.db.select().from(transactionPins).where(eq(transactionPins.userId, userId));
  const locked = row?.lockedUntil && row.lockedUntil > ctx.now() ? row.lockedUntil : null;
  return {
    is_set: Boolean(row),
    locked_until: locked ? locked.toISOString() : null,
    attempts_left: row && !locked ? PIN_MAX_ATTEMPTS - row.failedAttempts : locked ? 0 : PIN_MAX_ATTEMPTS,
  };
}

/** 422 on the password field unless it is the account's password; wrong ones are rate limited (signed-in-password.ts). */
async function requirePassword(ctx: AppContext, userId: string, password: string): Promise<{ name: string }> {
  const user = await checkSignedInPassword(ctx, userId, password);
  if (!user) throw validationFailed({ password: [PIN_MSG.passwordWrong] });
  return { name: user.name };
}

/** POST /api/pin: the first PIN, with the password. 409 when one is set already. */
export async function setPin(ctx: AppContext, userId: string, input: { pin: string; password: string }): Promise<void> {
  if (await hasPin(ctx, userId)) throw conflict(PIN_MSG.alreadySet);
  await requirePassword(ctx, userId, input.password);
  const now = ctx.now();
  const inserted = await ctx.db
    .insert(transactionPins)
    .values({ userId, pinHash: hashPin(input.pin, ctx.config.pinPepper), createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ userId: transactionPins.userId });
  if (!inserted.length) throw conflict(PIN_MSG.alreadySet);
  mailOwner(ctx, userId, "transaction PIN mail", (name) => pinChangedMail({ name, what: "set", at: now }));
}

/** POST /api/pin/change: the old PIN (a try like any other: it counts towards the lock) and a new one. */
export async function changePin(
  ctx: AppContext,
  userId: string,
  input: { old_pin: string; new_pin: string },
): Promise<void> {
  await pinCheck(ctx, userId, input.old_pin, "old_pin", undefined, false);
  if (input.old_pin === input.new_pin) throw validationFailed({ new_pin: [PIN_MSG.sameAsOld] });
  const now = ctx.now();
  await ctx.db
    .update(transactionPins)
    .set({
      pinHash: hashPin(input.new_pin, ctx.config.pinPepper),
      failedAttempts: 0,
      lockedUntil: null,
      updatedAt: now,
    })
    .where(eq(transactionPins.userId, userId));
  mailOwner(ctx, userId, "transaction PIN mail", (name) => pinChangedMail({ name, what: "changed", at: now }));
}

/** POST /api/pin/reset/request: mails a code to the owner (423 while PIN reset is locked). */
export async function requestPinReset(ctx: AppContext, userId: string): Promise<void> {
  await hit(ctx, `pin:reset-request:${userId}`, RESET_REQUEST_LIMIT);
  const [user] = await ctx.db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw validationFailed({ code: [PIN_MSG.codeInvalid] });
  const issued = await issueCode(ctx, userId, "pin_reset");
  if ("lockedUntil" in issued) {
    const seconds = Math.max(1, Math.ceil((issued.lockedUntil.getTime() - ctx.now().getTime()) / 1000));
    throw new AppError(423, PIN_MSG.resetLocked, undefined, { "retry-after": String(seconds) });
  }
  const mail = pinResetCodeMail({
    name: user.name,
    code: issued.code,
    ttlSeconds: ctx.config.OTP_TTL_SECONDS,
    profileUrl: profilePageUrl(ctx.config),
  });
  await ctx.mailer.send({ to: user.email, ...mail });
}

/**
 * POST /api/pin/reset: the mailed code and the password set a new PIN (or a first one), and end
 * any lock. The password is checked first, so a wrong one spends no try at the code.
 */
export async function resetPin(
  ctx: AppContext,
  userId: string,
  input: { code: string; password: string; new_pin: string },
): Promise<void> {
  await requirePassword(ctx, userId, input.password);
  const pinHash = hashPin(input.new_pin, ctx.config.pinPepper);
  const now = ctx.now();
  const result = await consumeCode(ctx, { userId, purpose: "pin_reset", code: input.code }, async (tx) => {
    await tx
      .insert(transactionPins)
      .values({ userId, pinHash, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: transactionPins.userId,
        set: { pinHash, failedAttempts: 0, lockedUntil: null, updatedAt: now },
      });
  });
  if (result.status !== "ok") throw validationFailed({ code: [PIN_MSG.codeInvalid] });
  mailOwner(ctx, userId, "transaction PIN mail", (name) => pinChangedMail({ name, what: "reset", at: now }));
}
