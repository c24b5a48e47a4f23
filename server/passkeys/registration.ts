import { generateRegistrationOptions, verifyRegistrationResponse } from "@simplewebauthn/server";
import { eq, sql } from "drizzle-orm";
import { MAX_PASSKEYS, PASSKEY_MSG, type PasskeyView } from "../../lib/contracts/passkeys";
import type { addPasskeySchema } from "../../lib/contracts/passkeys";
import type { z } from "zod";
import { passkeys, users } from "../db/schema";
import type { AppContext } from "../http/context";
import { AppError, conflict, unauthorized } from "../http/errors";
import type { Log } from "../accounts/logger";
import { challengeOf, consumeChallenge, issueChallenge } from "./challenges";
import { passkeysOf, passkeyView } from "./credentials";
import { transportsOf } from "./assertion";
import { relyingParty } from "./relying-party";

const refused = () => new AppError(400, PASSKEY_MSG.refused);

/**
 * Options to create a passkey for the signed-in customer: a discoverable credential (so it can
 * sign in without typing the email), user verification required, none of the customer's existing
 * passkeys again. The WebAuthn user handle is the customer's id: no email or name in it.
 */
export async function registrationOptions(ctx: AppContext, userId: string) {
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw unauthorized();
  const existing = await passkeysOf(ctx, userId);
  if (existing.length >= MAX_PASSKEYS) throw conflict(PASSKEY_MSG.tooMany);
  const rp = relyingParty(ctx.config);
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name,
    userID: new Uint8Array(Buffer.from(user.id, "utf8")),
    challenge: await issueChallenge(ctx, { purpose: "register", userId }),
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: transportsOf(p) })),
    authenticatorSelection: { residentKey: "required", requireResidentKey: true, userVerification: "required" },
  });
}

/** Verifies the browser's registration answer over a challenge issued to this customer, and keeps the passkey. */
export async function addPasskey(
  ctx: AppContext,
  userId: string,
  input: z.output<typeof addPasskeySchema>,
  log: Log,
): Promise<PasskeyView> {
  const challenge = challengeOf(input.response);
  if (!challenge || !(await consumeChallenge(ctx, challenge, { purpose: "register", userId }))) throw refused();
  const rp = relyingParty(ctx.config);
  let info;
  try {
    const result = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    if (!result.verified || !result.registrationInfo.userVerified) throw new Error("not verified");
    info = result.registrationInfo;
  } catch (err) {
    log.warn({ err: err instanceof Error ? err.message : String(err), userId }, "passkey registration refused");
    throw refused();
  }
  // Counted again under the customer's row lock, so two registrations at once cannot pass the cap.
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(passkeys)
      .where(eq(passkeys.userId, userId));
    if (n >= MAX_PASSKEYS) throw conflict(PASSKEY_MSG.tooMany);
    const [row] = await tx
      .insert(passkeys)
      .values({
        userId,
        credentialId: info.credential.id,
        publicKey: Buffer.from(info.credential.publicKey).toString("base64url"),
        counter: info.credential.counter,
        transports: (info.credential.transports ?? []).join(","),
        name: input.name,
        createdAt: ctx.now(),
      })
      .onConflictDoNothing({ target: passkeys.credentialId })
      .returning();
    if (!row) throw conflict(PASSKEY_MSG.alreadyAdded);
    return passkeyView(row);
  });
}
