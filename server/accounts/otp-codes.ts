import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import { otpCodes, users } from "../db/schema";
import type { AppContext } from "../http/context";
import type { Tx } from "./db-types";

export type OtpPurpose = "registration" | "reset";

/** The code is mixed with its owner and purpose, so equal codes never share a stored value. */
function codeHash(userId: string, purpose: OtpPurpose, code: string): string {
  return createHmac("sha256", `otp:${purpose}:${userId}`).update(code).digest("hex");
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual(x, y);
}

export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/**
 * Makes a fresh code for the user and purpose and returns it in clear (for the mail only).
 * Earlier codes of that purpose are deleted in the same transaction, so only the newest works.
 */
export async function issueCode(ctx: AppContext, userId: string, purpose: OtpPurpose): Promise<string> {
  const code = generateCode();
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    // Serialises concurrent issues for one user, so two live codes can never coexist.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    await tx.delete(otpCodes).where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose)));
    await tx.insert(otpCodes).values({
      userId,
      purpose,
      codeHash: codeHash(userId, purpose, code),
      expiresAt: new Date(now.getTime() + ctx.config.OTP_TTL_SECONDS * 1000),
      createdAt: now,
    });
  });
  return code;
}

export type CodeCheck<T> = { status: "ok"; value: T } | { status: "invalid" } | { status: "exhausted" };

/**
 * Checks a code and, when right, consumes it and runs `onValid` in the same transaction.
 * A wrong code counts an attempt (committed, not rolled back); after OTP_MAX_ATTEMPTS the code is dead.
 */
export async function consumeCode<T>(
  ctx: AppContext,
  input: { userId: string; purpose: OtpPurpose; code: string },
  onValid: (tx: Tx) => Promise<T>,
): Promise<CodeCheck<T>> {
  const { userId, purpose, code } = input;
  const candidate = codeHash(userId, purpose, code);
  const max = ctx.config.OTP_MAX_ATTEMPTS;
  return ctx.db.transaction(async (tx): Promise<CodeCheck<T>> => {
    const now = ctx.now();
    const [row] = await tx
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1)
      .for("update");
    if (!row || row.expiresAt.getTime() <= now.getTime()) return { status: "invalid" };
    if (row.attempts >= max) return { status: "exhausted" };
    if (!sameHash(candidate, row.codeHash)) {
      const attempts = row.attempts + 1;
      await tx.update(otpCodes).set({ attempts }).where(eq(otpCodes.id, row.id));
      return attempts >= max ? { status: "exhausted" } : { status: "invalid" };
    }
    await tx.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, row.id));
    return { status: "ok", value: await onValid(tx) };
  });
}

/** Runs the same hashing as a real check, for callers answering an unknown account. */
export function burnCodeCheck(code: string): void {
  sameHash(codeHash("00000000-0000-0000-0000-000000000000", "reset", code), "0".repeat(64));
}
