import { and, eq, gt, isNull, lt, type SQL } from "drizzle-orm";
import { passkeyChallenges, type PasskeyPurpose } from "../db/schema";
import type { AppContext } from "../http/context";
import { newOpaqueToken } from "../accounts/auth-tokens";

/** How long a ceremony's challenge may be answered. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** What a challenge is for: its purpose, and the customer and purchase it is bound to. */
export interface ChallengeBinding {
  purpose: PasskeyPurpose;
  /** null only for an anonymous sign-in. */
  userId: string | null;
  /** A purchase approval's request_id and amount. */
  requestId?: string;
  amountKobo?: number;
}

/**
 * A new challenge (32 random bytes) stored, base64url, with its binding. It needs no hashing: it is
 * random, lives 5 minutes and is useless without the passkey's signature over it. The bytes go to
 * SimpleWebAuthn's options, which carry them base64url (the stored text); a string given there
 * would be UTF-8 encoded first and come back as something else.
 */
export async function issueChallenge(ctx: AppContext, binding: ChallengeBinding): Promise<Uint8Array<ArrayBuffer>> {
  const challenge = newOpaqueToken();
  const now = ctx.now();
  await ctx.db.insert(passkeyChallenges).values({
    challenge,
    purpose: binding.purpose,
    userId: binding.userId,
    requestId: binding.requestId ?? null,
    amountKobo: binding.amountKobo ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
  return new Uint8Array(Buffer.from(challenge, "base64url"));
}

const equalsOrNull = <T>(column: Parameters<typeof eq>[0], value: T | null | undefined): SQL | undefined =>
  value === null || value === undefined ? isNull(column) : eq(column, value);

/**
 * Uses up the challenge if it is live and was issued for exactly this binding: one atomic
 * DELETE ... RETURNING, so of two requests answering the same challenge at once only one gets it
 * (PostgreSQL's row lock makes the second find nothing). A challenge of another purpose, customer,
 * request_id or amount is left alone and refused.
 */
export async function consumeChallenge(
  ctx: AppContext,
  challenge: string,
  binding: ChallengeBinding,
): Promise<boolean> {
  const rows = await ctx.db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.purpose, binding.purpose),
        equalsOrNull(passkeyChallenges.userId, binding.userId),
        equalsOrNull(passkeyChallenges.requestId, binding.requestId),
        equalsOrNull(passkeyChallenges.amountKobo, binding.amountKobo),
        gt(passkeyChallenges.expiresAt, ctx.now()),
      ),
    )
    .returning({ id: passkeyChallenges.id });
  return rows.length === 1;
}

/** The challenge a browser's answer signed, read from its client data; null when unreadable. */
export function challengeOf(response: { response: { clientDataJSON: string } }): string | null {
  try {
    const data: unknown = JSON.parse(Buffer.from(response.response.clientDataJSON, "base64url").toString("utf8"));
    const challenge = (data as { challenge?: unknown })?.challenge;
    return typeof challenge === "string" && challenge.length > 0 && challenge.length <= 200 ? challenge : null;
  } catch {
    return null;
  }
}

/** Deletes expired challenges (the accounts cleanup job). */
export async function pruneChallenges(ctx: AppContext): Promise<void> {
  await ctx.db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, ctx.now()));
}
