import { verifyAuthenticationResponse } from "@simplewebauthn/server";
import type { AssertionJson } from "../../lib/contracts/passkeys";
import type { AppContext } from "../http/context";
import type { Log } from "../accounts/logger";
import { recordPasskeyUse, type PasskeyRow } from "./credentials";
import { relyingParty } from "./relying-party";

/**
 * Checks an assertion made with `row`'s passkey over `challenge` (already consumed by the caller):
 * the signature with the stored public key, our origin and RP ID, user verification (a PIN or
 * biometric on the authenticator, always required) and the signature counter. A verified assertion
 * records the passkey's use. Any failure answers false; the reason goes to the log, never to the caller.
 */
export async function verifyAssertion(
  ctx: AppContext,
  row: PasskeyRow,
  response: AssertionJson,
  challenge: string,
  log?: Log,
): Promise<boolean> {
  const rp = relyingParty(ctx.config);
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: row.credentialId,
        publicKey: new Uint8Array(Buffer.from(row.publicKey, "base64url")),
        counter: row.counter,
        transports: transportsOf(row),
      },
    });
    if (!verified || !authenticationInfo.userVerified) return false;
    await recordPasskeyUse(ctx, row, authenticationInfo.newCounter);
    return true;
  } catch (err) {
    log?.warn(
      { err: err instanceof Error ? err.message : String(err), passkeyId: row.id },
      "passkey assertion refused",
    );
    return false;
  }
}

export const transportsOf = (row: PasskeyRow): string[] => (row.transports ? row.transports.split(",") : []);
