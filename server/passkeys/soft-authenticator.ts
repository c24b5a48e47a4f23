import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";
import type { AssertionJson } from "../../lib/contracts/passkeys";

/**
 * A software authenticator for tests: one ES256 (P-256) passkey made and used with node:crypto,
 * answering as a browser would (clientDataJSON, authenticator data, "none" attestation, DER
 * ECDSA signatures), as SimpleWebAuthn's own test suites do.
 */

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();
const b64url = (b: Buffer) => b.toString("base64url");

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export interface SoftPasskey {
  credentialId: string;
  /** The user handle registration gave it (base64url). */
  userHandle: string;
  privateKey: KeyObject;
  counter: number;
}

export interface CeremonyOptions {
  origin: string;
  rpId: string;
  /** Default true: the authenticator verified its user (PIN or biometric). */
  userVerified?: boolean;
}

const flagsOf = (o: CeremonyOptions) => FLAG_UP | (o.userVerified === false ? 0 : FLAG_UV);

const counterBytes = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

const clientData = (type: string, challenge: string, origin: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

/** navigator.credentials.create's answer (RegistrationResponseJSON) for creation options. */
export function createPasskey(
  options: { challenge: string; user: { id: string } },
  o: CeremonyOptions,
): { passkey: SoftPasskey; response: Record<string, unknown> } {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const cose = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, new Uint8Array(Buffer.from(jwk.x!, "base64url"))],
      [-3, new Uint8Array(Buffer.from(jwk.y!, "base64url"))],
    ]),
  );
  const credentialId = randomBytes(16);
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(credentialId.length);
  const authData = Buffer.concat([
    sha256(o.rpId),
    Buffer.from([flagsOf(o) | FLAG_AT]),
    counterBytes(0),
    Buffer.alloc(16), // AAGUID: none
    idLength,
    credentialId,
    Buffer.from(cose),
  ]);
  const attestationObject = isoCBOR.encode(
    new Map<string, string | Map<string, string> | Uint8Array>([
      ["fmt", "none"],
      ["attStmt", new Map<string, string>()],
      ["authData", new Uint8Array(authData)],
    ]),
  );
  const id = b64url(credentialId);
  return {
    passkey: { credentialId: id, userHandle: options.user.id, privateKey, counter: 0 },
    response: {
      id,
      rawId: id,
      type: "public-key",
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
      response: {
        clientDataJSON: b64url(clientData("webauthn.create", options.challenge, o.origin)),
        attestationObject: b64url(Buffer.from(attestationObject)),
        transports: ["internal"],
      },
    },
  };
}

/** navigator.credentials.get's answer (AuthenticationResponseJSON) over `challenge`. */
export function assert(passkey: SoftPasskey, challenge: string, o: CeremonyOptions): AssertionJson {
  passkey.counter += 1;
  const authData = Buffer.concat([sha256(o.rpId), Buffer.from([flagsOf(o)]), counterBytes(passkey.counter)]);
  const data = clientData("webauthn.get", challenge, o.origin);
  const signature = sign("sha256", Buffer.concat([authData, sha256(data)]), passkey.privateKey);
  return {
    id: passkey.credentialId,
    rawId: passkey.credentialId,
    type: "public-key",
    clientExtensionResults: {},
    authenticatorAttachment: "platform",
    response: {
      clientDataJSON: b64url(data),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      userHandle: passkey.userHandle,
    },
  };
}
