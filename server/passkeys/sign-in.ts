import { generateAuthenticationOptions } from "@simplewebauthn/server";
import { eq } from "drizzle-orm";
import { PASSKEY_MSG, type AssertionJson } from "../../lib/contracts/passkeys";
import type { User } from "../../lib/contracts/user";
import { users } from "../db/schema";
import type { AppContext } from "../http/context";
import { unauthorized } from "../http/errors";
import type { Log } from "../accounts/logger";
import { checkMaySignIn, openSession, type LoginClient } from "../accounts/login";
import { recognisedDevice } from "../accounts/login-devices";
import { verifyAssertion } from "./assertion";
import { challengeOf, consumeChallenge, issueChallenge } from "./challenges";
import { passkeyByCredentialId } from "./credentials";
import { relyingParty } from "./relying-party";

/**
 * Options for signing in with a passkey: no email asked, no credentials listed (the passkeys are
 * discoverable: the browser offers the ones it holds for our RP ID), user verification required.
 */
export async function signInOptions(ctx: AppContext) {
  return generateAuthenticationOptions({
    rpID: relyingParty(ctx.config).id,
    challenge: await issueChallenge(ctx, { purpose: "sign_in", userId: null }),
    userVerification: "required",
  });
}

/** The user handle a passkey of `userId` carries (registration's userID). */
const userHandleOf = (userId: string) => Buffer.from(userId, "utf8").toString("base64url");

/**
 * Signs in with a passkey: the challenge must be a live sign-in challenge (used up here, whatever
 * follows), the credential one we know, the assertion verified with user verification. Then the
 * same session a password login opens (server/accounts/login.ts: account checks, device cookie,
 * new-device email, bearer token). Every refusal is the same 401.
 */
export async function signInWithPasskey(
  ctx: AppContext,
  response: AssertionJson,
  log: Log,
  client: Omit<LoginClient, "device"> & { deviceTokens: string[] },
): Promise<{ token: string; user: User; device_token: string }> {
  const refused = () => unauthorized(PASSKEY_MSG.signInRefused);
  const challenge = challengeOf(response);
  if (!challenge || !(await consumeChallenge(ctx, challenge, { purpose: "sign_in", userId: null }))) throw refused();
  const row = await passkeyByCredentialId(ctx, response.id);
  if (!row) throw refused();
  const handle = response.response.userHandle;
  if (handle !== undefined && handle !== userHandleOf(row.userId)) throw refused();
  if (!(await verifyAssertion(ctx, row, response, challenge, log))) throw refused();

  const [user] = await ctx.db.select().from(users).where(eq(users.id, row.userId));
  if (!user) throw refused();
  await checkMaySignIn(ctx, user, log);
  const device = await recognisedDevice(ctx, user.email, client.deviceTokens);
  return openSession(ctx, user, log, { userAgent: client.userAgent, ip: client.ip, device });
}
