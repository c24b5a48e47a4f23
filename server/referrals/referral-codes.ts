import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { referralCodes } from "../db/schema";
import type { Tx } from "../wallet/ledger";

/** Capital letters and digits without the look-alikes (0/O, 1/I/L): read over the phone without mistakes. */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

export const newReferralCode = () => Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");

/** The customer's referral code, made on first use (a clash with another's code draws again). */
export async function referralCodeOf(db: Tx, userId: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [own] = await db
      .select({ code: referralCodes.code })
      .from(referralCodes)
      .where(eq(referralCodes.userId, userId));
    if (own) return own.code;
    await db.insert(referralCodes).values({ userId, code: newReferralCode() }).onConflictDoNothing();
  }
  throw new Error(`no referral code could be made for ${userId}`);
}

/** The owner of a code; null for an unknown one. */
export async function referrerOfCode(db: Tx, code: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: referralCodes.userId })
    .from(referralCodes)
    .where(eq(referralCodes.code, code));
  return row?.userId ?? null;
}
