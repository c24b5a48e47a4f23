import { registrationOptionsResponse, requestOptionsResponse } from "../../lib/contracts/passkeys";
import { customer } from "../purchases/test-helpers";
import type { TestApp } from "../test/test-app";
import { assert, createPasskey, type CeremonyOptions, type SoftPasskey } from "./soft-authenticator";

/** Tests' passkey set-up: the relying party the API answers as, and a funded customer with a registered passkey. */

export type PasskeyCustomer = Awaited<ReturnType<typeof customer>> & { passkey: SoftPasskey };

/** The web's origin and host, which the API's passkey ceremonies are bound to. */
export function relyingPartyOf(t: TestApp): CeremonyOptions {
  const web = new URL(t.config.WEB_PUBLIC_URL);
  return { origin: web.origin, rpId: web.hostname };
}

/** A customer with `kobo` in the wallet and a passkey registered through the API. */
export async function customerWithPasskey(t: TestApp, kobo: number): Promise<PasskeyCustomer> {
  const c = await customer(t, kobo);
  const opts = await c.post("/api/passkeys/registration-options", {});
  const { passkey, response } = createPasskey(registrationOptionsResponse.parse(opts.body).options, relyingPartyOf(t));
  expect((await c.post("/api/passkeys", { name: "Phone", response })).status).toBe(200);
  return { ...c, passkey };
}

/** The customer's passkey answering a challenge issued to approve this request_id and amount. */
export async function passkeyApproval(t: TestApp, c: PasskeyCustomer, requestId: string, amount: number) {
  const res = await c.post("/api/passkeys/approval-options", { request_id: requestId, amount });
  expect(res.status).toBe(200);
  return assert(c.passkey, requestOptionsResponse.parse(res.body).options.challenge, relyingPartyOf(t));
}
